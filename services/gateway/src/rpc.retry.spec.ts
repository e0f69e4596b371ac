import { jest } from '@jest/globals';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { AttemptLost, callWithRetry, nextStep, type RetryPolicy } from './rpc.retry.js';

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

describe('callWithRetry: a retryable call with two attempts at most', () => {
  const lost = () =>
    new AttemptLost(
      new ApiError(
        503,
        errorEnvelope('SERVICE_UNAVAILABLE', 'Lead search is temporarily unavailable. Please try again shortly.'),
      ),
    );
  /** An attempt that never answers (its instance died with it); records the limit it was given. */
  const silent = (limits: number[]) => (limitMs: number) => {
    limits.push(limitMs);
    return new Promise<string>(() => {});
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the second attempt when the first window ends, even when the clock shows a moment less', async () => {
    const limits: number[] = [];
    let clock = 1_000;
    const answers = [silent(limits), (limitMs: number) => (limits.push(limitMs), Promise.resolve('leads'))];
    // The clock lags the timer by 1 ms, as Node's clock can when a timer fires.
    const call = callWithRetry(
      search,
      TOTAL,
      (limitMs) => answers[limits.length]!(limitMs),
      () => clock,
    );
    clock += search.attemptMs - 1;
    await jest.advanceTimersByTimeAsync(search.attemptMs);
    await expect(call).resolves.toBe('leads');
    expect(limits).toEqual([TOTAL, TOTAL - search.attemptMs]);
  });

  it('sends the second attempt at once when the first is lost, and fails with the loss when both are', async () => {
    const limits: number[] = [];
    const call = callWithRetry(search, TOTAL, (limitMs) => (limits.push(limitMs), Promise.reject(lost())));
    await expect(call).rejects.toMatchObject({ status: 503 });
    expect(limits).toHaveLength(2);
  });

  it("answers with a service's own error at once, without a second attempt", async () => {
    const limits: number[] = [];
    const refusal = new ApiError(400, errorEnvelope('VALIDATION_FAILED', 'City is required'));
    const call = callWithRetry(search, TOTAL, (limitMs) => (limits.push(limitMs), Promise.reject(refusal)));
    await expect(call).rejects.toBe(refusal);
    expect(limits).toHaveLength(1);
  });

  it('on a cluster, sends the second attempt a moment after the first is lost: the service is back on another node', async () => {
    const limits: number[] = [];
    const answers = [
      (limitMs: number) => (limits.push(limitMs), Promise.reject(lost())),
      (limitMs: number) => (limits.push(limitMs), Promise.resolve('leads')),
    ];
    const call = callWithRetry(search, TOTAL, (limitMs) => answers[limits.length]!(limitMs), Date.now, 1_000);
    await jest.advanceTimersByTimeAsync(999);
    expect(limits).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBe('leads');
    expect(limits).toHaveLength(2);
  });

  it('keeps the first attempt within its window: no second attempt before it', async () => {
    const limits: number[] = [];
    void callWithRetry(search, TOTAL, silent(limits));
    await jest.advanceTimersByTimeAsync(search.attemptMs - 1);
    expect(limits).toEqual([TOTAL]);
  });
});
