import { WATCH_CHANGE_KINDS, WATCH_CHANGE_LABELS } from '@leadgen/contracts';
import { CHANGE_LABELS, changeLabel } from './change-labels.js';

describe("the badge of a watch's change", () => {
  it("uses the contracts' words for every kind", () => {
    expect(CHANGE_LABELS).toEqual(WATCH_CHANGE_LABELS);
    for (const kind of WATCH_CHANGE_KINDS) expect(changeLabel(kind)).toBe(WATCH_CHANGE_LABELS[kind]);
  });

  it('reads a kind it does not know as a change', () => {
    expect(changeLabel('moved')).toBe('Change');
  });
});
