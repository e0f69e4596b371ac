import {
  delayAfterMs,
  refusalMessage,
  signinVerdict,
  waitInWords,
  type SigninHistory,
  type SigninPolicy,
} from './signin.policy.js';

const policy: SigninPolicy = { failuresBeforeDelay: 3, maxDelaySeconds: 300, maxFailuresPerHour: 100 };
const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const fresh: SigninHistory = {
  addressFailures: 0,
  lastAddressFailureAt: null,
  capReachedAt: null,
  knownAddress: false,
};

describe('sign-in policy', () => {
  it('lets the first few wrong passwords through, then doubles the wait up to the ceiling', () => {
    expect([0, 1, 2].map((n) => delayAfterMs(n, policy))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 11].map((n) => delayAfterMs(n, policy))).toEqual([1000, 2000, 4000, 8000, 256_000]);
    expect(delayAfterMs(12, policy)).toBe(300_000);
    expect(delayAfterMs(1000, policy)).toBe(300_000);
  });

  it('makes an address wait after its failures, counted from its latest try', () => {
    expect(signinVerdict({ ...fresh, addressFailures: 2, lastAddressFailureAt: ago(10) }, policy, now)).toEqual({
      allowed: true,
    });
    expect(signinVerdict({ ...fresh, addressFailures: 4, lastAddressFailureAt: ago(500) }, policy, now)).toEqual({
      allowed: false,
      reason: 'address',
      waitMs: 1500,
    });
    expect(signinVerdict({ ...fresh, addressFailures: 4, lastAddressFailureAt: ago(2000) }, policy, now)).toEqual({
      allowed: true,
    });
  });

  it('stops unknown addresses at the hourly cap until the oldest counted failure is an hour old', () => {
    const capped = { ...fresh, capReachedAt: ago(45 * 60_000) };
    expect(signinVerdict(capped, policy, now)).toEqual({ allowed: false, reason: 'account', waitMs: 15 * 60_000 });
    expect(signinVerdict({ ...fresh, capReachedAt: ago(61 * 60_000) }, policy, now)).toEqual({ allowed: true });
  });

  it('lets an address that signed in before through the cap, still held to its own delays', () => {
    const capped = { ...fresh, capReachedAt: ago(1000), knownAddress: true };
    expect(signinVerdict(capped, policy, now)).toEqual({ allowed: true });
    expect(signinVerdict({ ...capped, addressFailures: 3, lastAddressFailureAt: ago(200) }, policy, now)).toEqual({
      allowed: false,
      reason: 'address',
      waitMs: 800,
    });
  });

  it('says how long to wait in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(1500)).toBe('2 seconds');
    expect(waitInWords(119_000)).toBe('119 seconds');
    expect(waitInWords(15 * 60_000)).toBe('15 minutes');
    expect(refusalMessage({ allowed: false, reason: 'address', waitMs: 4000 })).toBe(
      'Too many failed sign-in attempts. Please wait 4 seconds before trying again.',
    );
    expect(refusalMessage({ allowed: false, reason: 'account', waitMs: 30 * 60_000 })).toBe(
      'Too many failed sign-in attempts on this account. Please try again in 30 minutes.',
    );
  });
});
