// Runs the whole system as child processes: the four services, the gateway and the web server.
// Used by `npm start`, the browser tests (which stop and start single services on purpose) and
// `npm run chaos`. Every child is supervised: one that exits without being asked to is restarted
// after a short backoff, and given up loudly when it keeps crashing (tools/supervisor.mjs).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portAnswers } from './infra.mjs';
import { RESTART_POLICY, SupervisedProcess } from './supervisor.mjs';
import { createWebApp, listen } from './web-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_NAMES = ['accounts', 'leads', 'analysis', 'diagnostics', 'gateway'];

const SUPERVISOR_EVENTS = ['start', 'exit', 'restart', 'give-up', 'spawn-error'];

async function waitFor(check, { timeoutMs = 30_000, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The default for where supervision lines go: the operator's terminal, marked as ours. */
function printLine(line) {
  process.stderr.write(`[leadgen] ${line}\n`);
}

/** Passes a supervised process's events on to `events` and its log lines to `onEvent`. */
function relay(proc, events, onEvent) {
  for (const type of SUPERVISOR_EVENTS) proc.on(type, (detail) => events.emit(type, detail));
  proc.on('log', (line, event) => onEvent(line, event));
}

/** A built service (or the gateway) as a supervised `node dist/main.js` child. */
export function superviseService(name, { env, stdio = 'inherit', policy = RESTART_POLICY }) {
  return new SupervisedProcess(
    name,
    () =>
      spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
        cwd: path.join(root, 'services', name),
        env,
        stdio: ['ignore', stdio, stdio],
      }),
    { policy },
  );
}

/**
 * @param {object} o
 * @param {string} o.natsUrl
 * @param {number} o.gatewayPort
 * @param {number} o.webPort
 * @param {Record<string,string>} [o.env] extra settings for every process
 * @param {'inherit'|'ignore'|'pipe'} [o.stdio]
 * @param {(line: string, event: object) => void} [o.onEvent] each exit, restart and give-up as one line
 *   (default: printed to stderr); `event` is { type, name, code, signal, delayMs, reason, ... }
 * @param {object} [o.policy] restart policy (RESTART_POLICY by default)
 */
export async function startStack({ natsUrl, gatewayPort, webPort, env = {}, stdio = 'inherit', webHost = '127.0.0.1', onEvent = printLine, policy = RESTART_POLICY }) {
  const baseEnv = {
    ...process.env,
    NATS_URL: natsUrl,
    GATEWAY_PORT: String(gatewayPort),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
    ...env,
  };
  const events = new EventEmitter();
  const processes = new Map(
    SERVICE_NAMES.map((name) => {
      const proc = superviseService(name, { env: baseEnv, stdio, policy });
      relay(proc, events, onEvent);
      return [name, proc];
    }),
  );
  const supervised = (name) => {
    const proc = processes.get(name);
    if (!proc) throw new Error(`unknown service ${name}; one of ${SERVICE_NAMES.join(', ')}`);
    return proc;
  };

  /** Starts a service that was stopped (or given up); one already running is left as it is. */
  function startService(name) {
    return supervised(name).start();
  }

  /** An intended stop: the service stays down (no restart) until startService. */
  async function stopService(name) {
    await supervised(name).stop();
  }

  const stopAll = () => Promise.all([...processes.values()].map((p) => p.stop()));

  for (const name of SERVICE_NAMES) startService(name);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  // Ready when the gateway answers /readyz: NATS and every service behind it answer.
  let web;
  try {
    await waitFor(async () => (await fetch(`${gatewayUrl}/readyz`)).ok, { what: 'the gateway and the four services', timeoutMs: 90_000 });
    web = await listen(createWebApp({ gatewayUrl, env: baseEnv }), webPort, webHost);
  } catch (err) {
    // A stack that never came up leaves no process behind.
    await stopAll();
    throw err;
  }

  return {
    gatewayUrl,
    webUrl: `http://localhost:${web.address().port}`,
    startService,
    stopService,
    /** Signals a service without asking it to stay down (as a crash would): the supervisor restarts it. */
    kill: (name, signal = 'SIGKILL') => supervised(name).kill(signal),
    /** 'running' | 'restarting' | 'stopped' | 'given-up' */
    state: (name) => supervised(name).state,
    running: () => SERVICE_NAMES.filter((n) => processes.get(n).running),
    /** Every supervisor event ('start', 'exit', 'restart', 'give-up', 'spawn-error') with its detail. */
    events,
    async stop() {
      await new Promise((r) => web.close(r));
      web.closeAllConnections?.();
      await stopAll();
    },
  };
}

/**
 * A nats-server on 127.0.0.1:`port`, supervised like the services; resolves once the port answers.
 * Only for a server this process starts itself: one found already running is not ours to restart.
 */
export async function superviseNats(bin, port, { onEvent, log, policy = RESTART_POLICY } = {}) {
  const proc = new SupervisedProcess('nats-server', () => spawn(bin, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }), { policy });
  proc.on('log', onEvent ?? log ?? printLine);
  proc.start();
  try {
    await waitFor(async () => (proc.state === 'given-up' ? Promise.reject(new Error('gave up')) : portAnswers(port)), {
      what: `nats-server on port ${port}`,
      timeoutMs: 10_000,
    });
  } catch (err) {
    await proc.stop();
    throw new Error(`nats-server did not start on port ${port}`, { cause: err });
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    process: proc,
    /** Signals the server without asking it to stay down: the supervisor restarts it. */
    kill: (signal = 'SIGKILL') => proc.kill(signal),
    stop: () => proc.stop(),
  };
}
