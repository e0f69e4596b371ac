import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM module without types
import { afterCrash, NO_CRASHES, RESTART_POLICY, restartDelay } from './supervisor.mjs';

type History = { streak: number; crashes: number[] };
type Decision = { action: 'restart' | 'give-up'; history: History; delayMs?: number; reason?: string };

describe('restart backoff', () => {
  it('restarts the first crash quickly and doubles the wait for each crash in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(n))).toEqual([200, 400, 800, 1600, 3200, 5000, 5000]);
  });

  it('starts the streak over for a child that stayed up a while before crashing', () => {
    let history: History = NO_CRASHES;
    let now = 0;
    const crash = (ranMs: number): Decision => {
      now += ranMs;
      const d = afterCrash(history, { now, ranMs }, { ...RESTART_POLICY, windowMs: 1_000 }) as Decision;
      history = d.history;
      return d;
    };
    expect(crash(100).delayMs).toBe(200);
    expect(crash(100).delayMs).toBe(400);
    expect(crash(100).delayMs).toBe(800);
    expect(crash(RESTART_POLICY.stableMs).delayMs).toBe(200);
  });

  it('gives up after repeated crashes within the window, and says why', () => {
    let history: History = NO_CRASHES;
    const decisions: Decision[] = [];
    for (let i = 0; i < RESTART_POLICY.maxCrashes; i++) {
      const d = afterCrash(history, { now: 1_000 * i, ranMs: 300 }) as Decision;
      history = d.history;
      decisions.push(d);
    }
    expect(decisions.slice(0, -1).every((d) => d.action === 'restart')).toBe(true);
    expect(decisions.at(-1)).toMatchObject({
      action: 'give-up',
      reason: `crashed ${RESTART_POLICY.maxCrashes} times within 60 s`,
    });
  });

  it('does not give up on crashes spread wider than the window', () => {
    let history: History = NO_CRASHES;
    let last: Decision | undefined;
    for (let i = 0; i < RESTART_POLICY.maxCrashes * 3; i++) {
      last = afterCrash(history, { now: RESTART_POLICY.windowMs * i, ranMs: RESTART_POLICY.stableMs }) as Decision;
      history = last.history;
    }
    expect(last).toMatchObject({ action: 'restart', delayMs: RESTART_POLICY.initialMs });
  });
});

describe('a supervisor that crashes', () => {
  it('takes its children with it instead of leaving them running', () => {
    // A supervisor process that starts a long-lived child, prints its pid, then dies of an error.
    const supervisor = pathToFileURL(path.join(process.cwd(), 'tools/supervisor.mjs')).href;
    const script = `
      import { spawn } from 'node:child_process';
      import { SupervisedProcess } from '${supervisor}';
      const child = new SupervisedProcess('sleeper', () => spawn('sleep', ['300'])).start();
      console.log(child.pid);
      setTimeout(() => { throw new Error('supervisor crashed'); }, 200);
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    const pid = Number(run.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
  });
});

/** Whether a process with this pid still runs: it exists and is not a zombie waiting to be reaped (Linux /proc). */
function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}
