/** A route that may be sent twice: the first attempt gets `attemptMs` to answer before a second goes out. */
export interface RetryPolicy {
  attemptMs: number;
}

/** Where a call stands: attempts sent (1 or 2), how many of them were lost, time since the first. */
export interface CallProgress {
  sent: number;
  lost: number;
  elapsedMs: number;
}

/**
 * What the gateway does next with a call that has no answer yet, asked when an attempt is lost
 * (no answer within its limit, no instance to take it, the connection dropped under it) and when
 * the first attempt has run `attemptMs`:
 * - 'retry': send the one more attempt a retryable route gets, with the time the call has left;
 *   the first attempt keeps running, and whichever answers first is the answer;
 * - 'fail': every attempt sent was lost and no more will be sent: the call fails with the loss;
 * - 'wait': an attempt is still running.
 * An answer (a reply, or a service's own error) ends the call without asking.
 */
export function nextStep(retry: RetryPolicy | undefined, totalMs: number, call: CallProgress): 'retry' | 'wait' | 'fail' {
  const mayRetry = retry !== undefined && call.sent === 1 && call.elapsedMs < totalMs;
  if (call.lost >= call.sent) return mayRetry ? 'retry' : 'fail';
  if (mayRetry && call.elapsedMs >= retry.attemptMs) return 'retry';
  return 'wait';
}
