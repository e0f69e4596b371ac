import { listed, quoted } from './quote.js';

describe('quoting back to the rep', () => {
  it('quotes a short sentence whole and cuts a long one at a word', () => {
    expect(quoted('Would you have 15 minutes?')).toBe("'Would you have 15 minutes?'");
    expect(quoted('For your Grilled Salmon, TablePoint POS gives you commission-free online ordering.')).toBe(
      "'For your Grilled Salmon, TablePoint POS gives you…'",
    );
  });

  it('lists one, two or more things as a sentence does', () => {
    expect(listed(['Sam'])).toBe('Sam');
    expect(listed(['Sam', 'Demo Rep'])).toBe('Sam and Demo Rep');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
