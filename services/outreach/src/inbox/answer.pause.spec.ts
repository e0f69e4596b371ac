import { pausedSteps, resumeAt } from './answer.pause.js';
import type { AnswerContext } from './answer.context.js';

const ctx = (returnDate: string | null, receivedAt = '2026-12-01T15:00:00Z'): AnswerContext => ({
  inboxId: 'i',
  userId: 'u',
  teamId: 'u',
  leadId: 'l',
  sequenceId: 's',
  emailId: 'e',
  address: 'owner@cafe.example',
  receivedAt: new Date(receivedAt),
  returnDate,
  window: { startHour: 8, endHour: 18 },
  now: new Date(receivedAt),
});

describe('when an out-of-office lets a sequence go on', () => {
  it('opens the window on the day after the stated return', () => {
    // Back Monday Dec 7: the follow-up goes Tuesday Dec 8 at 8 am in Chicago.
    expect(resumeAt(ctx('2026-12-07'), 'America/Chicago').toISOString()).toBe('2026-12-08T14:00:00.000Z');
  });
  it('skips the weekend after a Friday return', () => {
    expect(resumeAt(ctx('2026-12-11'), 'America/New_York').toISOString()).toBe('2026-12-14T13:00:00.000Z');
  });
  it('waits 7 business days when no date is stated', () => {
    // Tuesday Dec 1 + 7 business days = Thursday Dec 10, same hour, in the window.
    expect(resumeAt(ctx(null), 'America/Chicago').toISOString()).toBe('2026-12-10T15:00:00.000Z');
  });
});

describe('the steps an out-of-office moves', () => {
  const step = (id: string, due: string) => ({ id, due_at: new Date(due), time_zone: 'America/Chicago' });
  const moved = (steps: ReturnType<typeof step>[], returnDate: string | null) =>
    pausedSteps(steps, ctx(returnDate)).map((s) => [s.id, s.at?.toISOString() ?? null]);

  it('moves the next follow-up to the return and keeps the business days between it and the one after', () => {
    // Follow-ups due Thu Dec 3 and Wed Dec 9 (4 business days apart); back Sunday Dec 6.
    expect(moved([step('f1', '2026-12-03T20:00:00Z'), step('f2', '2026-12-09T20:00:00Z')], '2026-12-06')).toEqual([
      ['f1', '2026-12-07T14:00:00.000Z'],
      // Mon Dec 7 + 4 business days = Fri Dec 11, at the hour the first went on.
      ['f2', '2026-12-11T14:00:00.000Z'],
    ]);
  });

  it('moves a later step by the same business days even when it was due after the return', () => {
    // Thu Dec 3 to Tue Dec 22: 13 business days, kept after Mon Dec 7: Thu Dec 24.
    expect(moved([step('f1', '2026-12-03T20:00:00Z'), step('f2', '2026-12-22T20:00:00Z')], '2026-12-06')).toEqual([
      ['f1', '2026-12-07T14:00:00.000Z'],
      ['f2', '2026-12-24T14:00:00.000Z'],
    ]);
  });

  it('moves nothing when the next step is due after the return anyway', () => {
    expect(moved([step('f1', '2026-12-15T20:00:00Z'), step('f2', '2026-12-21T20:00:00Z')], '2026-12-06')).toEqual([
      ['f1', null],
      ['f2', null],
    ]);
  });
});
