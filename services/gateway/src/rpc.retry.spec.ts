import { nextStep, type RetryPolicy } from './rpc.retry.js';

const search: RetryPolicy = { attemptMs: 12_000 };
const TOTAL = 60_000;

describe('nextStep: when the gateway sends a second attempt', () => {
  it('waits while the first attempt runs within its per-attempt limit', () => {
    expect(nextStep(search, TOTAL, { sent: 1, lost: 0, elapsedMs: 11_999 })).toBe('wait');
  });

  it('sends a second attempt once the first has run past its per-attempt limit, and keeps waiting for both', () => {
    expect(nextStep(search, TOTAL, { sent: 1, lost: 0, elapsedMs: 12_000 })).toBe('retry');
    expect(nextStep(search, TOTAL, { sent: 2, lost: 0, elapsedMs: 30_000 })).toBe('wait');
  });

  it('sends the second attempt at once when the first is lost early (no instance took it, the connection dropped)', () => {
    expect(nextStep(search, TOTAL, { sent: 1, lost: 1, elapsedMs: 5 })).toBe('retry');
  });

  it('never sends a third attempt: the call fails when both are lost', () => {
    expect(nextStep(search, TOTAL, { sent: 2, lost: 2, elapsedMs: 20_000 })).toBe('fail');
  });

  it('keeps waiting on the one attempt still running when the other is lost', () => {
    expect(nextStep(search, TOTAL, { sent: 2, lost: 1, elapsedMs: 12_001 })).toBe('wait');
  });

  it('gives a route without a retry policy (a write) exactly one attempt', () => {
    expect(nextStep(undefined, TOTAL, { sent: 1, lost: 0, elapsedMs: 59_000 })).toBe('wait');
    expect(nextStep(undefined, TOTAL, { sent: 1, lost: 1, elapsedMs: 10 })).toBe('fail');
  });

  it('sends no second attempt once the route has no time left', () => {
    expect(nextStep(search, TOTAL, { sent: 1, lost: 1, elapsedMs: TOTAL })).toBe('fail');
  });
});
