import { fixtureTls } from './testing/tls.js';
import { trustedContext } from './tls.context.js';

describe('trustedContext', () => {
  it('makes one context per set of authorities and reuses it', () => {
    const { ca } = fixtureTls();
    expect(trustedContext(ca, true)).toBe(trustedContext(ca, true));
    expect(trustedContext([ca], true)).toBe(trustedContext(ca, true));
    expect(trustedContext(ca, false)).not.toBe(trustedContext(ca, true));
  });
});
