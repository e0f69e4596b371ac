import { LOST_REASON_REQUIRED_MESSAGE } from '@leadgen/contracts';
import { statusChange, statusView } from './status.logic.js';

describe('status changes', () => {
  it('needs a reason said in words for Lost', () => {
    expect(statusChange('attempted')).toEqual({ ok: true, body: { status: 'attempted' } });
    expect(statusChange('lost', '   ')).toEqual({ ok: false, message: LOST_REASON_REQUIRED_MESSAGE });
    expect(statusChange('lost', ' Went with a competitor ')).toEqual({
      ok: true,
      body: { status: 'lost', lost_reason: 'Went with a competitor' },
    });
  });
  it('names and colours every step', () => {
    expect(statusView('meeting_booked')).toEqual({ label: 'Meeting booked', tone: 'violet' });
    expect(statusView('won').tone).toBe('green');
    expect(statusView('lost')).toEqual({ label: 'Lost', tone: 'red' });
  });
});
