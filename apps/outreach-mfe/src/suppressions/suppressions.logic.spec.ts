import { suppressionReason } from './suppressions.logic.js';

describe('why an address is on the suppression list', () => {
  it('says each reason in words, an answer asking not to be emailed among them', () => {
    expect(suppressionReason('unsubscribed')).toBe('Unsubscribed');
    expect(suppressionReason('bounced')).toBe('Bounced');
    expect(suppressionReason('manual')).toBe('Added by you');
    expect(suppressionReason('opted_out')).toBe('Asked not to be emailed');
  });

  it('shows a reason this build has no words for as the server named it', () => {
    expect(suppressionReason('complained')).toBe('complained');
  });
});
