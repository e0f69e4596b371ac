// Keeps a child process running: a child that exits without being asked to is started again after
// a backoff, every exit is logged with its code or signal, and a child that keeps crashing is given
// up loudly. Used by the stack (services, gateway) and by npm start for the nats-server it started.
import { EventEmitter } from 'node:events';

/**
 * The first restart comes quickly, so a killed service answers again within a few seconds; each
 * further crash in a row doubles the wait (0.2, 0.4, 0.8, 1.6, 3.2 s...) up to `maxMs`. A child
 * that stayed up `stableMs` starts its streak over. `maxCrashes` crashes within `windowMs` mean
 * it cannot stay up (a bad setting, a broken build): it is given up instead of restarted forever.
 */
export const RESTART_POLICY = Object.freeze({
  initialMs: 200,
  factor: 2,
  maxMs: 5_000,
  stableMs: 10_000,
  maxCrashes: 5,
  windowMs: 60_000,
});

/** How long to wait before restarting after the `streak`-th crash in a row (1 for the first). */
export function restartDelay(streak, policy = RESTART_POLICY) {
  return Math.min(policy.maxMs, policy.initialMs * policy.factor ** Math.max(0, streak - 1));
}

/**
 * What to do after an unasked-for exit, from the crash history: restart after a delay, or give up.
 * `history` is { streak, crashes: [timestamps] } before this exit; `ranMs` how long the child ran.
 * Returns the next history alongside the decision, leaving the given one untouched.
 */
export function afterCrash(history, { now, ranMs }, policy = RESTART_POLICY) {
  const crashes = [...history.crashes.filter((at) => now - at < policy.windowMs), now];
  const streak = ranMs >= policy.stableMs ? 1 : history.streak + 1;
  const next = { streak, crashes };
  if (crashes.length >= policy.maxCrashes) {
    return {
      action: 'give-up',
      history: next,
      reason: `crashed ${crashes.length} times within ${Math.round(policy.windowMs / 1000)} s`,
    };
  }
  return { action: 'restart', history: next, delayMs: restartDelay(streak, policy) };
}

export const NO_CRASHES = Object.freeze({ streak: 0, crashes: [] });

/**
 * Children still running when this process ends for any reason (a crash included) are killed with
 * it: a supervisor that died must not leave services behind answering in its queue groups.
 */
const living = new Set();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

/** "code 1" or "signal SIGKILL": how a child ended, as the log line says it. */
export function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/**
 * One supervised process. `spawnChild()` starts it and returns the ChildProcess. Emits:
 * - 'start'   { name, pid }
 * - 'exit'    { name, code, signal, intended, ranMs }
 * - 'restart' { name, delayMs, streak }   (scheduled)
 * - 'give-up' { name, reason, code, signal }
 * - 'spawn-error' { name, message }
 * and 'log' (line) for each of those, in the one-line form an operator reads.
 */
export class SupervisedProcess extends EventEmitter {
  /** 'running' | 'restarting' | 'stopped' | 'given-up' */
  state = 'stopped';
  child = null;
  #history = NO_CRASHES;
  #timer = null;
  #startedAt = 0;

  constructor(name, spawnChild, { policy = RESTART_POLICY, stopGraceMs = 10_000 } = {}) {
    super();
    this.name = name;
    this.spawnChild = spawnChild;
    this.policy = policy;
    this.stopGraceMs = stopGraceMs;
  }

  /** Starts the child (again, after an intended stop or a give-up: with a clean crash history). */
  start() {
    if (this.state === 'running') return this.child;
    if (this.state !== 'restarting') this.#history = NO_CRASHES;
    clearTimeout(this.#timer);
    this.#timer = null;
    const child = this.spawnChild();
    this.child = child;
    living.add(child);
    this.state = 'running';
    this.#startedAt = Date.now();
    // A spawn failure (missing binary) arrives as 'error' and then 'exit' with no code: treated as a crash.
    child.once('error', (err) =>
      this.#note(
        'spawn-error',
        { name: this.name, message: err.message },
        `${this.name} could not be started: ${err.message}`,
      ),
    );
    child.once('exit', (code, signal) => {
      living.delete(child);
      this.#exited(child, code, signal);
    });
    this.#note('start', { name: this.name, pid: child.pid }, null);
    return child;
  }

  /** Sends `signal` to the running child without asking it to stay down: the supervisor restarts it. */
  kill(signal = 'SIGKILL') {
    this.child?.kill(signal);
  }

  /** An intended stop: SIGTERM (SIGKILL after the grace), no restart, any pending restart cancelled. */
  async stop() {
    clearTimeout(this.#timer);
    this.#timer = null;
    const child = this.child;
    if (this.state === 'running' && child) {
      this.state = 'stopped';
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), this.stopGraceMs);
      await exited;
      clearTimeout(force);
    }
    if (this.state !== 'given-up') this.state = 'stopped';
  }

  get running() {
    return this.state === 'running';
  }

  #exited(child, code, signal) {
    if (child !== this.child) return;
    this.child = null;
    const ranMs = Date.now() - this.#startedAt;
    const how = describeExit(code, signal);
    if (this.state === 'stopped') {
      this.#note('exit', { name: this.name, code, signal, intended: true, ranMs }, `${this.name} stopped (${how})`);
      return;
    }
    const decision = afterCrash(this.#history, { now: Date.now(), ranMs }, this.policy);
    this.#history = decision.history;
    if (decision.action === 'give-up') {
      this.state = 'given-up';
      this.#note('exit', { name: this.name, code, signal, intended: false, ranMs }, null);
      this.#note(
        'give-up',
        { name: this.name, code, signal, reason: decision.reason },
        `${this.name} exited (${how}) and has ${decision.reason}: GIVING UP on ${this.name}; it stays down until restarted. Its last output above says why.`,
      );
      return;
    }
    this.state = 'restarting';
    this.#note(
      'exit',
      { name: this.name, code, signal, intended: false, ranMs },
      `${this.name} exited (${how}); restarting in ${(decision.delayMs / 1000).toFixed(1)} s`,
    );
    this.#note('restart', { name: this.name, delayMs: decision.delayMs, streak: decision.history.streak }, null);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.state === 'restarting') this.start();
    }, decision.delayMs);
  }

  #note(event, detail, line) {
    this.emit(event, detail);
    if (line) this.emit('log', line, { type: event, ...detail });
  }
}
