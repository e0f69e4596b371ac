import {
  canCancel,
  canRelease,
  cancelledWords,
  pausedWords,
  releasedWords,
  statusWords,
  stepWords,
  stoppedWords,
  whenWords,
} from './outbox.logic.js';

describe('the outbox in words', () => {
  it('says each status and why an email did not go', () => {
    expect(statusWords({ status: 'sent', stop_reason: null, error: null })).toEqual({ label: 'Sent', reason: null });
    expect(statusWords({ status: 'stopped', stop_reason: 'unsubscribed', error: null })).toEqual({
      label: 'Stopped',
      reason: 'Stopped: the address unsubscribed',
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

  it('says why a sequence stopped after an answer, the reason lower-cased after "Stopped: "', () => {
    expect(stoppedWords('replied')).toBe('Stopped: they replied');
    expect(stoppedWords('replied_same_company')).toBe('Stopped: someone at the same restaurant replied');
    expect(stoppedWords('not_interested')).toBe('Stopped: they said they are not interested');
    expect(stoppedWords('opted_out')).toBe('Stopped: they asked not to be emailed');
    expect(statusWords({ status: 'stopped', stop_reason: 'replied', error: null }).reason).toBe(
      'Stopped: they replied',
    );
    // A reason this build has no words for is said as the server named it.
    expect(stoppedWords('moved_away')).toBe('Stopped: moved_away');
  });

  it('says until when an out-of-office paused a scheduled email', () => {
    expect(pausedWords('2026-12-08')).toBe('Paused until Tue, Dec 8');
    expect(pausedWords(null)).toBeNull();
    expect(pausedWords(undefined)).toBeNull();
    const paused = { status: 'scheduled', stop_reason: null, error: null, paused_until: '2026-12-08' } as const;
    expect(statusWords(paused)).toEqual({ label: 'Paused', reason: 'Paused until Tue, Dec 8' });
    expect(statusWords({ ...paused, paused_until: null })).toEqual({ label: 'Scheduled', reason: null });
    // Once it went, the pause is history: the status says what happened.
    expect(statusWords({ ...paused, status: 'sent' }).label).toBe('Sent');
  });

  it("says when the rep's Sent folder settled an email the mail server was cut off sending", () => {
    const settled = { status: 'sent', stop_reason: null, error: null, sent_folder: 'found' } as const;
    expect(statusWords(settled)).toEqual({
      label: 'Sent',
      reason: 'The mail server was cut off mid-send; the email is in your Sent folder, so it went out.',
    });
    const missing = { ...settled, status: 'scheduled', sent_folder: 'missing' } as const;
    expect(statusWords(missing).reason).toBe(
      'The mail server was cut off mid-send and the email is not in your Sent folder: it goes out again.',
    );
    expect(statusWords({ ...missing, status: 'sent' }).reason).toMatch(/not in your Sent folder: sent again\.$/);
    // A later failure says its own words; a cancelled email says nothing of the folder.
    expect(statusWords({ ...missing, status: 'failed', error: 'The mail server refused the address.' }).reason).toBe(
      'The mail server refused the address.',
    );
    expect(statusWords({ ...missing, status: 'cancelled' }).reason).toBeNull();
  });

  it('says a held follow-up waits because the first email may not have gone', () => {
    expect(statusWords({ status: 'held', stop_reason: null, error: null })).toEqual({
      label: 'Held',
      reason: 'Held: the first email may not have been sent',
    });
  });

  it('names the step and when it went or goes', () => {
    expect([0, 1, 2].map(stepWords)).toEqual(['First email', 'Follow-up 1', 'Follow-up 2']);
    const due = '2026-12-04T15:00:00Z';
    expect(whenWords({ status: 'sent', due_at: due, sent_at: due })).toMatch(/^Sent Fri, Dec 4/);
    expect(whenWords({ status: 'scheduled', due_at: due, sent_at: null })).toMatch(/^Due Fri, Dec 4/);
    expect(whenWords({ status: 'stopped', due_at: due, sent_at: null })).toMatch(/^Was due Fri, Dec 4/);
    expect(whenWords({ status: 'held', due_at: due, sent_at: null })).toMatch(/^Was due Fri, Dec 4/);
  });

  it('cancels only what is not sent yet, and sends anyway only a held follow-up', () => {
    expect(canCancel({ status: 'scheduled' })).toBe(true);
    expect(canCancel({ status: 'held' })).toBe(true);
    for (const status of ['sending', 'sent', 'stopped', 'cancelled', 'failed', 'outcome_unknown'] as const)
      expect(canCancel({ status })).toBe(false);
    expect(canRelease({ status: 'held' })).toBe(true);
    for (const status of ['scheduled', 'sending', 'sent', 'stopped', 'cancelled', 'failed', 'outcome_unknown'] as const)
      expect(canRelease({ status })).toBe(false);
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

describe("'Send anyway' in words", () => {
  it('says whether the held follow-up went or waits for its window', () => {
    expect(releasedWords('b', [{ id: 'b', status: 'sent' }])).toBe('Follow-up sent');
    expect(releasedWords('b', [{ id: 'b', status: 'scheduled' }])).toMatch(/^Follow-up scheduled/);
    expect(releasedWords('b', [{ id: 'b', status: 'failed' }])).toMatch(/could not be sent/);
    expect(releasedWords('b', [])).toMatch(/^Follow-up scheduled/);
  });
});
