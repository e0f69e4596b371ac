import { providerCallsText } from './results.view.js';

describe('the provider-calls line beside the results count', () => {
  it('says in plain words how many requests the search sent, and where', () => {
    expect(providerCallsText(1, 'Google Places')).toBe('1 request to Google Places');
    expect(providerCallsText(27, 'the simulated Google Places')).toBe('27 requests to the simulated Google Places');
    expect(providerCallsText(1200, 'Google Places')).toBe('1,200 requests to Google Places');
  });

  it("adds what the requests cost at Google's prices when the answer says", () => {
    expect(providerCallsText(29, 'Google Places', 1.012)).toBe(
      "29 requests to Google Places, about $1.01 at Google's prices",
    );
    expect(providerCallsText(1, 'Google Places', 0.035)).toBe(
      "1 request to Google Places, about $0.04 at Google's prices",
    );
  });
});
