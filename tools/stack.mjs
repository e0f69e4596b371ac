// Runs the whole system as child processes: the simulated outside world (outside production, unless
// the operator named the real one), the four services, outreach once it is built, and the gateway
// (which also serves the built front ends on the app's address).
// Used by `npm start`, the browser tests (which stop and start single services on purpose) and
// `npm run chaos`. Every child is supervised: one that exits without being asked to is restarted
// after a short backoff, and given up loudly when it keeps crashing (tools/supervisor.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDir, freePort, natsServerArgs, portAnswers } from './infra.mjs';
import { OUTREACH_NAME, outreachBuilt, outreachSettings } from './outreach.mjs';
import { simulatedParts, simulatorEnv, simulatorSettings } from './simulator.mjs';
import { RESTART_POLICY, SupervisedProcess } from './supervisor.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_NAMES = ['accounts', 'leads', 'analysis', 'diagnostics', 'gateway'];
/** The simulated outside world: supervised like the services, started before them, never in production. */
export const SIMULATOR_NAME = 'simulator';

const SUPERVISOR_EVENTS = ['start', 'exit', 'restart', 'give-up', 'spawn-error'];

/** How long one readiness check may wait for its answer: a port held by something else may never answer. */
const CHECK_LIMIT_MS = 2_000;

/** Polls `check` until it is true; stops early when `failed()` names a reason (a child given up). */
async function waitFor(check, { timeoutMs = 30_000, what, failed = () => null }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(`${what} did not come up: ${reason}`);
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

/** Where a child's output lines go by default: to the same stream of ours, as the child printed them. */
function writeOutput({ stream, line }) {
  (stream === 'stderr' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * Node's compile cache for the children, unless the environment names one: a restarted part reads
 * the code its first start compiled (each flushes the cache once listening) and is back sooner.
 */
const COMPILE_CACHE_DIR = path.join(root, 'node_modules', '.cache', 'leadgen-compile');

/** The setting a standby is started with (read by libs/service-kit's awaitTakeOver). */
const STANDBY_SETTING = 'LEADGEN_STANDBY';
/** A standby is readied this long after its part starts, so as not to slow that start. */
const STANDBY_AFTER_MS = 5_000;

/** The file a built service starts from: its package.json's main (its one-file bundle), else dist/main.js. */
function entryOf(name) {
  const { main } = JSON.parse(readFileSync(path.join(root, 'services', name, 'package.json'), 'utf8'));
  return main ?? 'dist/main.js';
}

/**
 * A built service (or the gateway) as a supervised `node <its entry>` child (entryOf). Under 'inherit' its
 * output is shown live, line by line, through `onOutput` (by default as printed), and read through
 * a pipe so that the supervisor keeps its last lines to quote when it gives up on it.
 */
export function superviseService(
  name,
  { env, stdio = 'inherit', policy = RESTART_POLICY, onOutput = writeOutput, formatLine, standby = false },
) {
  const childStdio = stdio === 'inherit' ? 'pipe' : stdio;
  const entry = entryOf(name);
  const proc = new SupervisedProcess(
    name,
    ({ standby: asStandby }) =>
      spawn(process.execPath, ['--enable-source-maps', entry], {
        cwd: path.join(root, 'services', name),
        env: { NODE_COMPILE_CACHE: COMPILE_CACHE_DIR, ...env, ...(asStandby ? { [STANDBY_SETTING]: '1' } : {}) },
        stdio: ['ignore', childStdio, childStdio, ...(asStandby ? ['ipc'] : [])],
      }),
    { policy, formatLine, standbyAfterMs: standby ? STANDBY_AFTER_MS : null },
  );
  if (stdio === 'inherit') proc.on('output', onOutput);
  return proc;
}

/** Why the stack did not come up: the child given up and its last lines, when they were read. */
function gaveUpOn(name, lastOutput) {
  return lastOutput?.length
    ? `gave up on ${name}, whose last output was:\n${lastOutput.join('\n')}`
    : `gave up on ${name}`;
}

/**
 * @param {object} o
 * @param {string} o.natsUrl
 * @param {number} o.gatewayPort
 * @param {number} o.webPort the app's address, served by the gateway process (0: a free port, kept across gateway restarts)
 * @param {Record<string,string>} [o.env] extra settings for every process
 * @param {'inherit'|'ignore'|'pipe'} [o.stdio] 'inherit': each child's output shown live through `onOutput`
 * @param {(output: { name: string, stream: 'stdout'|'stderr', line: string }) => void} [o.onOutput]
 *   each line a child prints, under 'inherit' (default: written to our stream of the same name)
 * @param {(line: string) => string} [o.formatLine] how a child's line is quoted in a give-up message
 * @param {(line: string, event: object) => void} [o.onEvent] each exit, restart and give-up as one line
 *   (default: printed to stderr); `event` is { type, name, code, signal, delayMs, reason, lastOutput, ... }
 * @param {object} [o.policy] restart policy (RESTART_POLICY by default)
 * @param {{ port: number, smtpPort: number, mailboxPort: number, imapPort?: number } | false} [o.simulator] the simulator's
 *   ports (0: a free one), or false for none; it plays only the parts the operator did not name the real
 *   service for (simulatedParts), and never runs with NODE_ENV=production
 * @param {boolean} [o.standby] each service and the gateway keep a standby process, its code loaded,
 *   that takes over at once when the running one dies (a single-machine install under load)
 */
export async function startStack({
  natsUrl,
  gatewayPort,
  webPort,
  env = {},
  stdio = 'inherit',
  webHost = '127.0.0.1',
  onEvent = printLine,
  onOutput,
  formatLine,
  policy = RESTART_POLICY,
  simulator: simulatorPorts = { port: 0, smtpPort: 0, mailboxPort: 0 },
  standby = false,
}) {
  const plan = await planStack({ natsUrl, gatewayPort, webPort, env, webHost, onEvent, simulatorPorts });
  const { simulator, services, names, webUrl, outreach } = plan;
  const events = new EventEmitter();
  const processes = new Map(
    names.map((name) => {
      // The simulator is no part of the product: it never waits as a standby.
      const withStandby = standby && name !== SIMULATOR_NAME;
      const childEnv = plan.childEnv(name);
      const proc = superviseService(name, { env: childEnv, stdio, policy, onOutput, formatLine, standby: withStandby });
      relay(proc, events, onEvent);
      return [name, proc];
    }),
  );
  const supervised = (name) => {
    const proc = processes.get(name);
    if (!proc) throw new Error(`unknown service ${name}; one of ${names.join(', ')}`);
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
  // Given up while starting: the stack cannot come up, and says why with the child's last lines
  // (the caller may not show children's output).
  const givenUp = new Map();
  const noteGiveUp = ({ name, lastOutput }) => givenUp.set(name, lastOutput);
  events.on('give-up', noteGiveUp);

  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const failed = () => (givenUp.size ? [...givenUp].map(([name, lines]) => gaveUpOn(name, lines)).join('; ') : null);
  try {
    await bringUp({ simulator, services, startService, webUrl, outreach, failed });
  } catch (err) {
    // A stack that never came up leaves no process behind.
    await stopAll();
    throw err;
  } finally {
    events.off('give-up', noteGiveUp);
  }

  return {
    gatewayUrl,
    webUrl,
    /**
     * The simulator when one runs: its address, its mailbox page (null when mail goes to the
     * operator's server) and the settings the product was given to reach it; null when none runs.
     */
    simulator: simulator
      ? { url: simulator.url, mailboxUrl: simulator.mailboxUrl, parts: simulator.parts, settings: simulator.settings }
      : null,
    startService,
    stopService,
    /** Signals a service without asking it to stay down (as a crash would): the supervisor restarts it. */
    kill: (name, signal = 'SIGKILL') => supervised(name).kill(signal),
    /** The running process id of a service (or the gateway), for measuring what it costs. */
    pid: (name) => supervised(name).child?.pid,
    /** 'running' | 'restarting' | 'stopped' | 'given-up' */
    state: (name) => supervised(name).state,
    running: () => names.filter((n) => processes.get(n).running),
    /** Every supervisor event ('start', 'exit', 'restart', 'give-up', 'spawn-error') with its detail. */
    events,
    stop: stopAll,
  };
}

/**
 * What each process is given: the simulator's settings for the parts it plays (the operator leaves
 * them by naming the real service: GOOGLE_PLACES_API_KEY, SMTP_URL), the app's address for the
 * gateway, outreach's own when it is built; `env` is the caller's last word.
 */
async function planStack({ natsUrl, gatewayPort, webPort, env, webHost, onEvent, simulatorPorts }) {
  const ownEnv = {
    ...process.env,
    NATS_URL: natsUrl,
    GATEWAY_PORT: String(gatewayPort),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  };
  const simulator = await planSimulator(simulatorPorts, { ...ownEnv, ...env });
  const baseEnv = { ...ownEnv, ...simulator?.settings, ...env };
  // The gateway serves the app's address itself: the front ends' files and, beside them, the API
  // with no hop in between. A port chosen here stays the same when the gateway is restarted.
  const appPort = webPort || (await freePort());
  const webUrl = `http://localhost:${appPort}`;
  // Outreach, an area deployed on its own, runs once built; without its build the rest runs as before.
  const outreach = outreachBuilt(root);
  if (!outreach)
    onEvent(
      `${OUTREACH_NAME} is not built (services/outreach/dist/main.js), so it does not run: \`npm run build\` builds it`,
      { type: 'skip', name: OUTREACH_NAME },
    );
  const outreachEnv = outreach && {
    ...baseEnv,
    ...outreachSettings(baseEnv, {
      appUrl: webUrl,
      demoSmtpUrl: simulator?.parts.mail ? simulator.settings.SMTP_URL : undefined,
      demoImapUrl: simulator?.parts.mail ? simulator.settings.MAILBOX_IMAP_URL : undefined,
      dataDir: baseEnv.DATA_DIR,
    }),
  };
  const gatewayEnv = {
    ...baseEnv,
    WEB_PORT: String(appPort),
    WEB_HOST: webHost,
    WEB_APPS_DIR: path.join(root, 'apps'),
  };
  const envOf = {
    gateway: gatewayEnv,
    // Team invites link to the app's own address, unless the operator named its public one.
    accounts: { ...baseEnv, ...(baseEnv.APP_PUBLIC_URL?.trim() ? {} : { APP_PUBLIC_URL: webUrl }) },
    [SIMULATOR_NAME]: { ...ownEnv, ...env, ...simulator?.env },
    [OUTREACH_NAME]: outreachEnv,
  };
  const services = outreach ? [...SERVICE_NAMES, OUTREACH_NAME] : SERVICE_NAMES;
  return {
    simulator,
    webUrl,
    outreach,
    services,
    names: simulator ? [SIMULATOR_NAME, ...services] : services,
    childEnv: (name) => envOf[name] ?? baseEnv,
  };
}

/**
 * The outside world first: a service that reads its certificate authority, or a rep's first search,
 * finds it answering. Then ready when the app's address answers /readyz: the gateway, NATS and every
 * service behind it answer; and outreach when it runs (readiness lists it without waiting on it).
 */
async function bringUp({ simulator, services, startService, webUrl, outreach, failed }) {
  if (simulator) {
    startService(SIMULATOR_NAME);
    await waitFor(() => simulatorAnswers(simulator), { what: 'the simulator', timeoutMs: 60_000, failed });
  }
  for (const name of services) startService(name);
  await waitFor(
    async () => {
      const res = await fetch(`${webUrl}/readyz`, { signal: AbortSignal.timeout(CHECK_LIMIT_MS) });
      return res.ok && (!outreach || (await res.json()).components?.outreach === true);
    },
    {
      what: outreach ? 'the gateway and the five services' : 'the gateway and the four services',
      timeoutMs: 90_000,
      failed,
    },
  );
}

/**
 * Where the simulator will listen (free ports for the 0s), what it plays and the settings that
 * point the product at it; null when it has nothing to play (production, or every part real).
 */
async function planSimulator(ports, env) {
  if (!ports) return null;
  const parts = simulatedParts(env);
  if (!parts.leads && !parts.mail) return null;
  const at = {
    host: '127.0.0.1',
    port: ports.port || (await freePort()),
    smtpPort: ports.smtpPort || (await freePort()),
    mailboxPort: ports.mailboxPort || (await freePort()),
    imapPort: ports.imapPort || (await freePort()),
    // Absolute: the services read its certificate authority from their own folders.
    dataDir: path.resolve(env.SIMULATOR_DATA_DIR?.trim() || path.join(env.DATA_DIR, 'simulator')),
  };
  return {
    ...at,
    parts,
    url: `http://${at.host}:${at.port}`,
    mailboxUrl: parts.mail ? `http://${at.host}:${at.mailboxPort}` : null,
    env: simulatorEnv(at, parts),
    settings: simulatorSettings(at, parts),
  };
}

/** The simulator answers its health check, and its mailbox takes mail. */
async function simulatorAnswers(simulator) {
  if (!(await fetch(`${simulator.url}/healthz`, { signal: AbortSignal.timeout(CHECK_LIMIT_MS) })).ok) return false;
  return simulator.parts.mail ? portAnswers(simulator.smtpPort) : true;
}

/**
 * A nats-server on 127.0.0.1:`port`, supervised like the services; resolves once the port answers.
 * Only for a server this process starts itself: one found already running is not ours to restart.
 * Its JetStream files (usage events not yet counted) go to `storeDir`, by default `nats` in the data
 * folder, so a restart keeps them.
 */
export async function superviseNats(
  bin,
  port,
  {
    onEvent,
    log,
    policy = RESTART_POLICY,
    storeDir = path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'nats'),
    cluster,
  } = {},
) {
  ensureDir(storeDir);
  const proc = new SupervisedProcess(
    cluster ? `nats-server ${cluster.node}` : 'nats-server',
    // Its output is not shown, only kept (its last lines are quoted if it has to be given up).
    () => spawn(bin, natsServerArgs(port, storeDir, cluster), { stdio: ['ignore', 'pipe', 'pipe'] }),
    { policy },
  );
  proc.on('log', onEvent ?? log ?? printLine);
  let givenUp = false;
  proc.once('give-up', () => (givenUp = true));
  proc.start();
  try {
    await waitFor(() => portAnswers(port), {
      what: `nats-server on port ${port}`,
      timeoutMs: 10_000,
      failed: () => (givenUp ? 'gave up on it' : null),
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

/**
 * `nodes` supervised nats-servers on free ports routed to one another as one cluster with
 * JetStream, each with its route port and its files in `dataDir`; resolves once every node answers
 * and JetStream has its leader. The services take every node's URL (NATS_URL, comma-separated).
 */
export async function superviseNatsCluster(bin, nodes, dataDir, { onEvent, log } = {}) {
  const ports = [];
  const routePorts = [];
  for (let i = 0; i < nodes; i++) {
    ports.push(await freePort());
    routePorts.push(await freePort());
  }
  const servers = [];
  try {
    for (let i = 0; i < nodes; i++) {
      const cluster = { name: 'leadgen', node: `n${i + 1}`, routePort: routePorts[i], routePorts };
      const storeDir = path.join(dataDir, `nats-n${i + 1}`);
      servers.push(await superviseNats(bin, ports[i], { onEvent, log, storeDir, cluster }));
    }
    await waitFor(() => jetStreamReady(servers[0].url, nodes), {
      what: 'the NATS cluster (a JetStream leader and every node its peer)',
      timeoutMs: 30_000,
    });
  } catch (err) {
    await Promise.all(servers.map((n) => n.stop()));
    throw err;
  }
  return servers;
}

/**
 * JetStream answers its account info (the cluster has elected its meta leader) and can place a
 * stream on `replicas` nodes: a leader that does not yet count every node its peer refuses a
 * replicated stream ("no suitable peers for placement"), as the usage stream is.
 */
async function jetStreamReady(url, replicas) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url, timeout: 2000 });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 2000 });
    await jsm.getAccountInfo();
    const probe = 'cluster_ready_probe';
    await jsm.streams.add({ name: probe, subjects: [`${probe}.>`], num_replicas: replicas, storage: 'memory' });
    await jsm.streams.delete(probe);
    return true;
  } finally {
    await nc.close();
  }
}
