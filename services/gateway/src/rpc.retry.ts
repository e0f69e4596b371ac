import type { ApiError } from '@leadgen/contracts';

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
export function nextStep(
  retry: RetryPolicy | undefined,
  totalMs: number,
  call: CallProgress,
): 'retry' | 'wait' | 'fail' {
  const mayRetry = retry !== undefined && call.sent === 1 && call.elapsedMs < totalMs;
  if (call.lost >= call.sent) return mayRetry ? 'retry' : 'fail';
  if (mayRetry && call.elapsedMs >= retry.attemptMs) return 'retry';
  return 'wait';
}

/** An attempt that got no answer at all (as opposed to a service's answer that is an error). */
export class AttemptLost extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/**
 * A retryable route's call: the first attempt runs with the whole time limit; a second goes out
 * when `nextStep` says so (the first lost, or silent past `attemptMs`) with the time left, and
 * the first answer of either is the call's answer. A service's own error is an answer too.
 * `send` rejects with AttemptLost when its attempt got no answer. `afterLossMs`: how long a lost
 * first attempt waits before the second goes out (on a NATS cluster, a service whose node died is
 * back on another within about a second; on one server there is nothing to wait for).
 */
export function callWithRetry<T>(
  retry: RetryPolicy,
  totalMs: number,
  send: (limitMs: number) => Promise<T>,
  now: () => number = Date.now,
  afterLossMs = 0,
): Promise<T> {
  const startedAt = now();
  return new Promise<T>((resolve, reject) => {
    const call = { sent: 0, lost: 0 };
    let loss: ApiError | undefined;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const launch = (limitMs: number) => {
      call.sent++;
      send(limitMs).then(
        (reply) => settle(() => resolve(reply)),
        (err: unknown) => {
          if (!(err instanceof AttemptLost)) return settle(() => reject(err));
          call.lost++;
          loss ??= err.error;
          if (afterLossMs > 0 && call.sent === 1)
            setTimeout(step, Math.min(afterLossMs, totalMs - (now() - startedAt)));
          else step();
        },
      );
    };
    /** `atLeastMs`: time known to have passed, whatever the clock says. */
    const step = (atLeastMs = 0) => {
      if (settled) return;
      const elapsedMs = Math.max(now() - startedAt, atLeastMs);
      const next = nextStep(retry, totalMs, { ...call, elapsedMs });
      if (next === 'retry') launch(totalMs - elapsedMs);
      else if (next === 'fail') settle(() => reject(loss));
    };
    // A timer may fire a moment before the clock shows its time has passed (Node counts from the
    // event loop's cached time): when it fires, the first attempt's window is over all the same,
    // or the call would wait out its whole limit on an attempt that will never answer.
    const timer = setTimeout(() => step(retry.attemptMs), retry.attemptMs);
    launch(totalMs);
  });
}
