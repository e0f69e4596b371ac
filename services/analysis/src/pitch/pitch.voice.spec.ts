import { predicate } from './pitch.voice.js';

describe('a value point said in a sentence', () => {
  it('keeps a point that already says what the product does', () => {
    expect(predicate('Cuts card fees.')).toBe('cuts card fees');
    expect(predicate('Cut card fees')).toBe('helps you cut card fees');
    expect(predicate('Commission-free ordering from your own site')).toBe(
      'gives you commission-free ordering from your own site',
    );
  });

  it('turns a report\'s "Feature: benefit" into one sentence, never a colon in the middle of it', () => {
    expect(predicate('Tableside ordering: Servers take orders and payments at the table on a handheld.')).toBe(
      'gives you tableside ordering, so servers take orders and payments at the table on a handheld',
    );
    expect(predicate('Offline mode: Keep ringing up orders and taking cards when the internet drops.')).toBe(
      'gives you offline mode, so you can keep ringing up orders and taking cards when the internet drops',
    );
  });

  it('keeps a name the benefit starts with', () => {
    expect(predicate('Review booster: Google reviews come in after every visit')).toBe(
      'gives you review booster, so Google reviews come in after every visit',
    );
  });
});
