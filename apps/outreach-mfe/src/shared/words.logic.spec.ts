import { lowerFirst } from './words.logic.js';

describe('a sentence after a label', () => {
  it('lower-cases its first letter, but not an acronym or nothing', () => {
    expect(lowerFirst('They replied')).toBe('they replied');
    expect(lowerFirst('SMTP refused')).toBe('SMTP refused');
    expect(lowerFirst('')).toBe('');
  });
});
