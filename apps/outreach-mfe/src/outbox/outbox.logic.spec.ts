import { cancelledWords, canCancel, statusWords, stepWords, whenWords } from './outbox.logic.js';

describe('the outbox in words', () => {
  it('says each status and why an email did not go', () => {
    expect(statusWords({ status: 'sent', stop_reason: null, error: null })).toEqual({ label: 'Sent', reason: null });
    expect(statusWords({ status: 'stopped', stop_reason: 'unsubscribed', error: null })).toEqual({
      label: 'Stopped',
      reason: 'The address unsubscribed',
    });
    expect(statusWords({ status: 'failed', stop_reason: null, error: 'The mail server refused the address.' })).toEqual(
      {
        label: 'Failed',
        reason: 'The mail server refused the address.',
      },
    );
    expect(statusWords({ status: 'outcome_unknown', stop_reason: null, error: null }).label).toBe('Outcome unknown');
    expect(statusWords({ status: 'outcome_unknown', stop_reason: null, error: null }).reason).toMatch(/not sent again/);
  });

  it('names the step and when it went or goes', () => {
    expect([0, 1, 2].map(stepWords)).toEqual(['First email', 'Follow-up 1', 'Follow-up 2']);
    const due = '2026-12-04T15:00:00Z';
    expect(whenWords({ status: 'sent', due_at: due, sent_at: due })).toMatch(/^Sent Fri, Dec 4/);
    expect(whenWords({ status: 'scheduled', due_at: due, sent_at: null })).toMatch(/^Due Fri, Dec 4/);
    expect(whenWords({ status: 'stopped', due_at: due, sent_at: null })).toMatch(/^Was due Fri, Dec 4/);
  });

  it('cancels only what is still scheduled', () => {
    expect(canCancel({ status: 'scheduled' })).toBe(true);
    for (const status of ['sending', 'sent', 'stopped', 'cancelled', 'failed', 'outcome_unknown'] as const)
      expect(canCancel({ status })).toBe(false);
  });
});

describe('a cancel in words', () => {
  it('counts only the later follow-ups it stopped, not the email already sent', () => {
    const seq = [
      { id: 'a', status: 'sent' as const },
      { id: 'b', status: 'cancelled' as const },
      { id: 'c', status: 'cancelled' as const },
    ];
    expect(cancelledWords('b', seq)).toBe('Email cancelled, and the follow-up after it');
    expect(cancelledWords('c', seq.slice(2))).toBe('Email cancelled');
    expect(cancelledWords('x', [...seq, { id: 'd', status: 'cancelled' as const }])).toBe(
      'Email cancelled, and the 3 follow-ups after it',
    );
  });
});
