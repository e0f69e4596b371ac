import { ownText, withoutFooter } from './own-text.js';

describe("the rep's own words", () => {
  it('drops the footer the outreach service adds as the email leaves', () => {
    const body =
      "Hi Sofia,\n\nWould you have 15 minutes?\n\nBest,\nSam Rivera\n\n--\nTablePoint Inc., 500 Market St, San Francisco, CA 94105\nDon't want these emails? Unsubscribe: https://app.example.com/unsubscribe/tok";
    expect(withoutFooter(body)).toBe('Hi Sofia,\n\nWould you have 15 minutes?\n\nBest,\nSam Rivera');
  });

  it('drops a trailing postal address and opt-out line without the "--" above them', () => {
    const body =
      'Would you have 15 minutes?\n\nBest,\nSam\n\n500 Market St, San Francisco, CA 94105\nReply STOP to opt out.';
    expect(withoutFooter(body)).toBe('Would you have 15 minutes?\n\nBest,\nSam');
  });

  it('keeps a last line that only mentions a street, when it is the rep talking', () => {
    const body = 'Could I stop by your place at 1520 Magnolia Ave?';
    expect(withoutFooter(body)).toBe(body);
  });

  it('drops the earlier email quoted under a follow-up', () => {
    expect(ownText('Hi again,\n\nJust following up.\n\n> Hi Sofia,\n> Would you have 15 minutes?')).toBe(
      'Hi again,\n\nJust following up.',
    );
  });
});
