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

/** How many of a child's last output lines are kept to quote when it is given up, and how long one may be. */
export const KEPT_LINES = 20;
const MAX_LINE_CHARS = 4_000;

/**
 * The last `size` lines a child printed (stdout and stderr together, in order), each cut at
 * MAX_LINE_CHARS: memory stays bounded whatever the child prints.
 */
export class LastLines {
  #lines = [];
  constructor(size = KEPT_LINES) {
    this.size = size;
  }
  push(line) {
    this.#lines.push(line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}...` : line);
    if (this.#lines.length > this.size) this.#lines.shift();
  }
  lines() {
    return [...this.#lines];
  }
}

/**
 * Calls `onLine` with each complete line read from `stream` (and the unterminated rest at its end);
 * resolves when the stream has ended. A line that never ends is passed on in pieces of MAX_LINE_CHARS * 16.
 */
function readLines(stream, onLine) {
  return new Promise((resolve) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      if (rest.length > MAX_LINE_CHARS * 16) {
        onLine(rest);
        rest = '';
      }
    });
    const end = () => {
      if (rest) onLine(rest);
      rest = '';
      resolve();
    };
    stream.once('end', end);
    stream.once('error', end);
    stream.once('close', end);
  });
}

/** The give-up line: why, then the child's last output quoted (or that there was none to quote). */
export function giveUpMessage({ name, how, reason, lastOutput, formatLine = (line) => line }) {
  const head = `${name} exited (${how}) and has ${reason}: GIVING UP on ${name}; it stays down until restarted.`;
  // Output not captured (its stdout and stderr went straight to a terminal, or nowhere).
  if (!lastOutput) return `${head} Its last output above says why.`;
  if (lastOutput.length === 0) return `${head} It printed nothing before exiting.`;
  const quoted = lastOutput.map((line) => `  | ${formatLine(line).replaceAll('\n', '\n  | ')}`).join('\n');
  return `${head} Its last ${lastOutput.length === 1 ? 'line' : `${lastOutput.length} lines`} of output:\n${quoted}`;
}

/** "code 1" or "signal SIGKILL": how a child ended, as the log line says it. */
export function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/**
 * One supervised process. `spawnChild()` starts it and returns the ChildProcess. Emits:
 * - 'start'   { name, pid }
 * - 'exit'    { name, code, signal, intended, ranMs }
 * - 'restart' { name, delayMs, streak }   (scheduled)
 * - 'give-up' { name, reason, code, signal, lastOutput }
 * - 'spawn-error' { name, message }
 * - 'output'  { name, stream: 'stdout' | 'stderr', line }   (each line the child prints, when piped)
 * and 'log' (line) for each of those but 'output', in the one-line form an operator reads (the
 * give-up line adds the child's last lines of output below it).
 *
 * A child spawned with its stdout or stderr piped has them read line by line: each line is emitted
 * as 'output' (to be shown live) and the last KEPT_LINES are kept, so that the give-up message can
 * quote them itself (`lastOutput`; null when nothing was piped). `formatLine` renders a quoted line.
 */
export class SupervisedProcess extends EventEmitter {
  /** 'running' | 'restarting' | 'stopped' | 'given-up' */
  state = 'stopped';
  child = null;
  #history = NO_CRASHES;
  #timer = null;
  #startedAt = 0;
  /** The last lines of output, across restarts (a crash loop's cause is often in an earlier run too). */
  #lastLines = null;
  /** Resolves when the current child's piped output has been read to its end. */
  #outputRead = Promise.resolve();
  /** The standby: a second child, its code loaded, waiting to take over (`standbyAfterMs` set). */
  #standby = null;
  #standbyTimer = null;

  /**
   * `spawnChild({ standby })` starts the child; with `standby` true, one that loads its code and
   * waits for `{ type: 'take-over' }` on its IPC channel (libs/service-kit awaitTakeOver).
   * `standbyAfterMs`: a standby is readied this long after each start (null: none), and a first
   * crash hands over to it at once instead of a restart from nothing.
   */
  constructor(
    name,
    spawnChild,
    { policy = RESTART_POLICY, stopGraceMs = 10_000, keptLines = KEPT_LINES, formatLine, standbyAfterMs = null } = {},
  ) {
    super();
    this.name = name;
    this.spawnChild = spawnChild;
    this.policy = policy;
    this.stopGraceMs = stopGraceMs;
    this.keptLines = keptLines;
    this.formatLine = formatLine;
    this.standbyAfterMs = standbyAfterMs;
  }

  /** Starts the child (again, after an intended stop or a give-up: with a clean crash history). */
  start() {
    if (this.state === 'running') return this.child;
    if (this.state !== 'restarting') {
      this.#history = NO_CRASHES;
      this.#lastLines = null;
    }
    clearTimeout(this.#timer);
    this.#timer = null;
    const child = this.spawnChild({ standby: false });
    // A spawn failure (missing binary) arrives as 'error' and then 'exit' with no code: treated as a crash.
    child.once('error', (err) =>
      this.#note(
        'spawn-error',
        { name: this.name, message: err.message },
        `${this.name} could not be started: ${err.message}`,
      ),
    );
    this.#watchExit(child);
    this.#run(child);
    return child;
  }

  /** `child` is the one running from now: its output read, its start noted, a standby readied after it. */
  #run(child) {
    this.child = child;
    this.state = 'running';
    this.#startedAt = Date.now();
    this.#readOutput(child);
    this.#note('start', { name: this.name, pid: child.pid }, null);
    this.#readyStandbyLater(this.standbyAfterMs);
  }

  #watchExit(child) {
    living.add(child);
    child.once('exit', (code, signal) => {
      living.delete(child);
      if (child !== this.#standby) return this.#exited(child, code, signal);
      // A standby that died waiting: another is readied later, with no crash counted.
      this.#standby = null;
      this.#readyStandbyLater(this.policy.stableMs);
    });
  }

  #readyStandbyLater(delayMs) {
    if (this.standbyAfterMs === null || this.#standby || this.#standbyTimer) return;
    this.#standbyTimer = setTimeout(() => {
      this.#standbyTimer = null;
      if (this.state !== 'running' || this.#standby) return;
      const standby = this.spawnChild({ standby: true });
      standby.once('error', () => {});
      this.#standby = standby;
      this.#watchExit(standby);
    }, delayMs);
    this.#standbyTimer.unref();
  }

  /** A standby is alive and still listening for the word to take over. */
  #standbyWaiting() {
    return Boolean(this.#standby?.connected && this.#standby.exitCode === null && this.#standby.signalCode === null);
  }

  #takeOver() {
    const standby = this.#standby;
    this.#standby = null;
    standby.send({ type: 'take-over' });
    this.#run(standby);
  }

  /** Stops the standby (it holds nothing yet: SIGTERM ends it at once). */
  async #dropStandby() {
    clearTimeout(this.#standbyTimer);
    this.#standbyTimer = null;
    const standby = this.#standby;
    this.#standby = null;
    if (!standby || standby.exitCode !== null || standby.signalCode !== null) return;
    const exited = new Promise((r) => standby.once('exit', r));
    standby.kill('SIGTERM');
    await exited;
  }

  /** Sends `signal` to the running child without asking it to stay down: the supervisor restarts it. */
  kill(signal = 'SIGKILL') {
    this.child?.kill(signal);
  }

  /** An intended stop: SIGTERM (SIGKILL after the grace), no restart, any pending restart cancelled. */
  async stop() {
    clearTimeout(this.#timer);
    this.#timer = null;
    await this.#dropStandby();
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
      void this.#dropStandby();
      this.#note('exit', { name: this.name, code, signal, intended: false, ranMs }, null);
      // 'exit' can come before the last of its output has been read: wait for that (a second at most).
      const read = Promise.race([this.#outputRead, new Promise((r) => setTimeout(r, 1_000).unref())]);
      const kept = this.#lastLines;
      void read.then(() => {
        const lastOutput = kept?.lines() ?? null;
        const { name, formatLine } = this;
        this.#note(
          'give-up',
          { name, code, signal, reason: decision.reason, lastOutput },
          giveUpMessage({ name, how, reason: decision.reason, lastOutput, formatLine }),
        );
      });
      return;
    }
    // A first crash in a while: the standby, its code already loaded, takes over at once.
    if (decision.history.streak === 1 && this.#standbyWaiting()) {
      this.#note(
        'exit',
        { name: this.name, code, signal, intended: false, ranMs },
        `${this.name} exited (${how}); its standby takes over`,
      );
      this.#takeOver();
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

  #readOutput(child) {
    const streams = [
      ['stdout', child.stdout],
      ['stderr', child.stderr],
    ].filter(([, stream]) => stream);
    if (streams.length === 0) {
      this.#outputRead = Promise.resolve();
      return;
    }
    this.#lastLines ??= new LastLines(this.keptLines);
    const lastLines = this.#lastLines;
    this.#outputRead = Promise.all(
      streams.map(([name, stream]) =>
        readLines(stream, (line) => {
          lastLines.push(line);
          this.emit('output', { name: this.name, stream: name, line });
        }),
      ),
    );
  }

  #note(event, detail, line) {
    this.emit(event, detail);
    if (line) this.emit('log', line, { type: event, ...detail });
  }
}
