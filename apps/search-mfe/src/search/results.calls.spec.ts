import { providerCallsText } from './results.view.js';

describe('the provider-calls line beside the results count', () => {
  it('says in plain words how many requests the search sent, and where', () => {
    expect(providerCallsText(1, 'Google Places')).toBe('1 request to Google Places');
    expect(providerCallsText(27, 'the simulated Google Places')).toBe('27 requests to the simulated Google Places');
    expect(providerCallsText(1200, 'Google Places')).toBe('1,200 requests to Google Places');
  });
});
