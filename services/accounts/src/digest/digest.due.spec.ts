import { changesSince, DIGEST_WEEK_MS, firstDueAt, nextDueAt } from './digest.due.js';

const NOW = new Date('2026-12-07T15:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('when a digest is due', () => {
  it('first goes out a week after the rep is first seen', () => {
    expect(firstDueAt(NOW)).toEqual(at(DIGEST_WEEK_MS));
  });

  it('moves a week on after one went out, or after a week with nothing new (no email)', () => {
    expect(nextDueAt('sent', NOW)).toEqual(at(7 * DAY));
    expect(nextDueAt('nothing-new', NOW)).toEqual(at(7 * DAY));
  });

  it("waits ten seconds while the team's watches still run, not a week", () => {
    expect(nextDueAt('watches-running', NOW)).toEqual(at(10_000));
  });

  it('tries again in a few minutes when leads or the mail server did not take it', () => {
    expect(nextDueAt('try-again', NOW)).toEqual(at(5 * MINUTE));
  });
});

describe('what a digest covers', () => {
  it('starts where the last one ended, so a late digest leaves no gap', () => {
    const last = at(-7 * DAY - 3 * MINUTE);
    expect(changesSince(last, NOW)).toEqual(last);
    expect(changesSince(at(-13 * DAY), NOW)).toEqual(at(-13 * DAY));
  });

  it('is the last week for a first digest', () => {
    expect(changesSince(null, NOW)).toEqual(at(-7 * DAY));
  });

  it("is the last week when the last was long ago (the digest was off): it says 'this week'", () => {
    expect(changesSince(at(-90 * DAY), NOW)).toEqual(at(-7 * DAY));
  });

  it('is the last week if the stored end is ahead of the clock (never an empty window)', () => {
    expect(changesSince(at(DAY), NOW)).toEqual(at(-7 * DAY));
  });
});
