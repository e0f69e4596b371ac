import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM module without types
import { afterCrash, LastLines, NO_CRASHES, RESTART_POLICY, restartDelay, SupervisedProcess } from './supervisor.mjs';

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

/** A supervised `node -e script` with its output piped, restarted at once and given up after 3 crashes. */
function crashing(script: string, options: Record<string, unknown> = {}) {
  const policy = { ...RESTART_POLICY, initialMs: 10, maxCrashes: 3 };
  const proc = new SupervisedProcess(
    'crasher',
    () => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] }),
    { policy, ...options },
  );
  const lines: string[] = [];
  const output: Array<{ stream: string; line: string }> = [];
  proc.on('log', (line: string) => lines.push(line));
  proc.on('output', (o: { stream: string; line: string }) => output.push(o));
  const gaveUp = new Promise<{ lastOutput: string[] | null }>((r) => proc.once('give-up', r));
  proc.start();
  return { proc, lines, output, gaveUp };
}

describe('giving up on a child that keeps crashing', () => {
  it('quotes the last lines the child printed (stdout and stderr) in the give-up message itself', async () => {
    const { lines, output, gaveUp } = crashing(
      // (The two streams are read apart: a pause keeps their lines in the order written.)
      `console.log('{"level":30,"msg":"starting"}');
       setTimeout(() => { console.error('Invalid settings: GOOGLE_PLACES_API_KEY is required'); process.exit(1); }, 50);`,
    );
    const detail = await gaveUp;
    expect(detail.lastOutput).toHaveLength(6);
    expect(detail.lastOutput?.slice(-2)).toEqual([
      '{"level":30,"msg":"starting"}',
      'Invalid settings: GOOGLE_PLACES_API_KEY is required',
    ]);
    expect(lines.at(-1)).toBe(
      [
        'crasher exited (code 1) and has crashed 3 times within 60 s: GIVING UP on crasher; it stays down until restarted. Its last 6 lines of output:',
        ...Array.from({ length: 3 }, () => [
          '  | {"level":30,"msg":"starting"}',
          '  | Invalid settings: GOOGLE_PLACES_API_KEY is required',
        ]).flat(),
      ].join('\n'),
    );
    // Every line was passed on live as well, with the stream it came from.
    expect(output.slice(0, 2)).toEqual([
      { name: 'crasher', stream: 'stdout', line: '{"level":30,"msg":"starting"}' },
      { name: 'crasher', stream: 'stderr', line: 'Invalid settings: GOOGLE_PLACES_API_KEY is required' },
    ]);
  });

  it('keeps only the last lines, renders them with formatLine, and says so when the child printed nothing', async () => {
    const many = crashing(`for (let i = 1; i <= 50; i++) console.log('line ' + i); process.exit(2);`, {
      keptLines: 3,
      formatLine: (line: string) => line.toUpperCase(),
    });
    expect((await many.gaveUp).lastOutput).toEqual(['line 48', 'line 49', 'line 50']);
    expect(many.lines.at(-1)).toMatch(/Its last 3 lines of output:\n {2}\| LINE 48\n {2}\| LINE 49\n {2}\| LINE 50$/);

    const silent = crashing('process.exit(3)');
    expect((await silent.gaveUp).lastOutput).toEqual([]);
    expect(silent.lines.at(-1)).toMatch(
      /GIVING UP on crasher; it stays down until restarted\. It printed nothing before exiting\.$/,
    );
  });

  it('bounds what it keeps: a number of lines, each cut to a length', () => {
    const kept = new LastLines(2);
    for (const line of ['a', 'b', 'x'.repeat(10_000)]) kept.push(line);
    const [b, long] = kept.lines();
    expect(b).toBe('b');
    expect(long.length).toBeLessThan(5_000);
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

describe('a standby that takes over', () => {
  // Normal: says it runs. Standby: waits for the word on its IPC channel, then says it took over.
  const script = `
    if (process.env.LEADGEN_STANDBY === '1') {
      process.on('message', (m) => {
        if (m.type === 'take-over') { console.log('took over ' + process.pid); process.channel.unref(); }
      });
    } else console.log('running ' + process.pid);
    setInterval(() => {}, 1000);
  `;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const standbyMs = 100;

  function supervised() {
    const spawned: Array<{ pid: number; standby: boolean }> = [];
    const proc = new SupervisedProcess(
      'server',
      ({ standby }: { standby: boolean }) => {
        const child = spawn(process.execPath, ['-e', script], {
          env: { ...process.env, ...(standby ? { LEADGEN_STANDBY: '1' } : {}) },
          stdio: ['ignore', 'pipe', 'pipe', ...(standby ? ['ipc' as const] : [])],
        });
        spawned.push({ pid: child.pid!, standby });
        return child;
      },
      { standbyAfterMs: standbyMs, policy: { ...RESTART_POLICY, initialMs: 2_000 } },
    );
    const lines: string[] = [];
    const output: string[] = [];
    proc.on('log', (line: string) => lines.push(line));
    proc.on('output', (o: { line: string }) => output.push(o.line));
    return { proc, spawned, lines, output };
  }

  async function until(ok: () => boolean, ms = 5_000) {
    const end = Date.now() + ms;
    while (!ok() && Date.now() < end) await sleep(20);
  }

  it('is readied after a start and takes over at once when the running child is killed, then a new one is readied', async () => {
    const { proc, spawned, lines, output } = supervised();
    proc.start();
    try {
      await until(() => spawned.length === 2);
      const [first, standby] = spawned;
      expect(standby!.standby).toBe(true);
      await sleep(300);
      proc.kill('SIGKILL');
      // The restart policy's first wait is 2 s here: taking over within it shows no restart from nothing.
      await until(() => output.includes(`took over ${standby!.pid}`), 1_500);
      expect(output).toContain(`running ${first!.pid}`);
      expect(output).toContain(`took over ${standby!.pid}`);
      expect(lines).toContain('server exited (signal SIGKILL); its standby takes over');
      expect(proc.child.pid).toBe(standby!.pid);
      expect(proc.state).toBe('running');
      await until(() => spawned.length === 3);
      expect(spawned[2]!.standby).toBe(true);
    } finally {
      await proc.stop();
    }
    expect(spawned.every((s) => !isAlive(s.pid))).toBe(true);
  });

  it('is stopped with its part: an intended stop leaves neither running', async () => {
    const { proc, spawned } = supervised();
    proc.start();
    await until(() => spawned.length === 2);
    await proc.stop();
    expect(spawned.map((s) => isAlive(s.pid))).toEqual([false, false]);
    expect(proc.state).toBe('stopped');
  });

  it('that dies while waiting is readied again, and no crash of its part is counted', async () => {
    const { proc, spawned, lines } = supervised();
    proc.start();
    try {
      await until(() => spawned.length === 2);
      process.kill(spawned[1]!.pid, 'SIGKILL');
      await sleep(300);
      expect(lines).toEqual([]);
      expect(proc.state).toBe('running');
    } finally {
      await proc.stop();
    }
  });
});
