import { teammateMarkText, teammateMarkTitle } from './teammate-mark.logic.js';

describe("a teammate's lead in search results", () => {
  const mark = { owner_id: 'u1', owner_name: 'Sam Rivera', since: '2026-11-20T18:30:00.000Z' };

  it("reads as the owner's first name and the day they saved it", () => {
    expect(teammateMarkText(mark)).toBe("Sam's lead since Nov 20");
  });

  it('names the owner in full, and who can change it, in its title', () => {
    expect(teammateMarkTitle(mark)).toBe(
      'Sam Rivera saved this restaurant: it is their lead. An admin can reassign it.',
    );
  });

  it('says a teammate when the owner has no name', () => {
    expect(teammateMarkText({ ...mark, owner_name: '' })).toBe("A teammate's lead since Nov 20");
  });
});
