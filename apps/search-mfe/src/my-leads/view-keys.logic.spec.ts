import { tabAfterKey } from './view-keys.logic.js';

describe("the keys of My Leads' views", () => {
  it('move with the arrows, round from the last to the first and back', () => {
    expect(tabAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 1, 2)).toBe(0);
  });

  it('go to the first and the last with Home and End, and nowhere with any other key', () => {
    expect(tabAfterKey('Home', 1, 2)).toBe(0);
    expect(tabAfterKey('End', 0, 2)).toBe(1);
    expect(tabAfterKey('Enter', 0, 2)).toBeNull();
    expect(tabAfterKey('a', 1, 2)).toBeNull();
  });
});
