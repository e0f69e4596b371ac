import { resumeAt } from './answer.pause.js';
import type { AnswerContext } from './answer.context.js';

const ctx = (returnDate: string | null, receivedAt = '2026-12-01T15:00:00Z'): AnswerContext => ({
  inboxId: 'i',
  userId: 'u',
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
