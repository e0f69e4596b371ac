// npm start: everything on one machine. Builds what is missing, finds or starts NATS, starts the
// simulated outside world (outside production, for the parts the operator gave no real service),
// runs the services and the gateway (which serves the front ends on the app's address too), and
// prints the one URL to open.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNats, portAnswers, setLog } from './infra.mjs';
import { chooseLogFormat, createLogPrinter } from './log-format.mjs';
import { describeMode, SIMULATOR_DEFAULT_PORTS, simulatedParts } from './simulator.mjs';
import { root, startStack, superviseNats } from './stack.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start), which uses the bundled Node 24.`,
  );
  process.exit(1);
}

const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// One readable line per event on a terminal; JSON lines when stdout is not one, or with LOG_FORMAT=json.
let format;
try {
  format = chooseLogFormat(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY));
} catch (err) {
  console.error(`Invalid settings: ${err.message}`);
  process.exit(1);
}
const printer = await createLogPrinter(format, { colorize: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR });

// A second process of each part, its code loaded, taking over at once when one dies (docs/operations.md).
const standbySetting = (process.env.STANDBY_PROCESSES ?? '').trim() || 'off';
if (!['on', 'off'].includes(standbySetting)) {
  console.error(`Invalid settings: STANDBY_PROCESSES must be on or off (not "${standbySetting}").`);
  process.exit(1);
}

/** One line of ours (as service 'leadgen'): info to stdout, warnings and errors to stderr. */
function log(msg, level = 'info', extra = undefined) {
  (level === 'info' ? process.stdout : process.stderr).write(printer.own(level, msg, extra));
}
setLog((msg) => log(msg));

/** A supervisor's line: an unasked-for exit warns, a give-up is an error quoting the child's last output. */
function logSupervision(line, event) {
  const level = { 'give-up': 'error', 'spawn-error': 'error', exit: event.intended ? 'info' : 'warn' }[event.type];
  if (format !== 'json') return log(line, level ?? 'info');
  // As JSON: the first line as the message, the quoted output as a field of its own.
  const { lastOutput } = event;
  log(line.split('\n')[0], level ?? 'info', {
    event: event.type,
    child: event.name,
    ...(lastOutput ? { lastOutput } : {}),
  });
}

/** A service's own line, on the stream it wrote it to. */
function showOutput({ name, stream, line }) {
  (stream === 'stderr' ? process.stderr : process.stdout).write(printer.child(name, stream, line));
}

log('building (cached when nothing changed)...');
const build = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/nx/dist/bin/nx.js'),
    'run-many',
    '-t',
    'build',
    '--output-style=stream-without-prefixes',
  ],
  // Its warnings are not news on every start: its output is shown only when it fails.
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (build.status !== 0) {
  for (const line of (build.stderr ?? '').trimEnd().split('\n').slice(-40))
    showOutput({ name: 'build', stream: 'stderr', line });
  log('Build failed (its last lines are above); `npm run build` shows all of its output.', 'fatal');
  process.exit(1);
}

let nats;
try {
  // A nats-server started here is supervised like the services; one found running is not ours to restart.
  nats = await ensureNats({ startServer: (bin, port) => superviseNats(bin, port, { onEvent: logSupervision }) });
} catch (err) {
  log(err.message, 'fatal');
  process.exit(1);
}
log(`NATS at ${nats.url}`);
if (!process.env.DATABASE_URL) log(`database: PGlite in ${process.env.DATA_DIR ?? path.join(root, '.data')}`);
else log('database: PostgreSQL from DATABASE_URL');

// The simulator on its fixed addresses (each can be moved), so the mailbox page stays where the
// rep bookmarked it; none in production, or when every part of the outside world is real.
const parts = simulatedParts(process.env);
const production = process.env.NODE_ENV === 'production';
const simulatorPorts = {
  port: Number(process.env.SIMULATOR_PORT || SIMULATOR_DEFAULT_PORTS.port),
  smtpPort: Number(process.env.SIMULATOR_SMTP_PORT || SIMULATOR_DEFAULT_PORTS.smtpPort),
  mailboxPort: Number(process.env.SIMULATOR_MAILBOX_PORT || SIMULATOR_DEFAULT_PORTS.mailboxPort),
  imapPort: Number(process.env.SIMULATOR_IMAP_PORT || SIMULATOR_DEFAULT_PORTS.imapPort),
};
if (parts.leads || parts.mail) {
  const settingOf = {
    port: 'SIMULATOR_PORT',
    smtpPort: 'SIMULATOR_SMTP_PORT',
    mailboxPort: 'SIMULATOR_MAILBOX_PORT',
    imapPort: 'SIMULATOR_IMAP_PORT',
  };
  // The mailbox's ports only when it runs: with SMTP_URL set they may be the operator's own mail server's.
  const needed = Object.entries(simulatorPorts).filter(([key]) => parts.mail || key === 'port');
  for (const [key, port] of needed) {
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      log(`Invalid settings: ${settingOf[key]} must be a port number (1-65535).`, 'fatal');
      await nats.child?.stop();
      process.exit(1);
    }
    if (await portAnswers(port)) {
      log(
        `Port ${port} is in use, and the simulator needs it (${settingOf[key]}): stop what holds it, or set ${settingOf[key]} to another port.`,
        'fatal',
      );
      await nats.child?.stop();
      process.exit(1);
    }
  }
}
log(
  production
    ? 'mode: production (no simulator; the real outside world from your settings)'
    : describeMode(parts, { mailboxUrl: `http://127.0.0.1:${simulatorPorts.mailboxPort}` }),
);

const webPort = Number(process.env.WEB_PORT ?? 3000);
const stack = await startStack({
  natsUrl: nats.url,
  gatewayPort: Number(process.env.GATEWAY_PORT ?? 3001),
  webPort,
  webHost: process.env.WEB_HOST ?? '127.0.0.1',
  onEvent: logSupervision,
  onOutput: showOutput,
  formatLine: printer.quote,
  simulator: simulatorPorts,
  standby: standbySetting === 'on',
}).catch(async (err) => {
  // Nothing is left running of the stack; a nats-server we started goes too.
  log(`${err.message}. Fix the cause and run npm start again.`, 'fatal');
  await nats.child?.stop();
  process.exit(1);
});

log(`Ready: open ${stack.webUrl}`);
log('Press Ctrl-C to stop everything.');

let stopping = false;
async function shutdown(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await stack.stop();
  await nats.child?.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// A service given up leaves the rest running: the other parts of the app keep working, /readyz
// answers 503 and the header shows which part is down. Without the gateway or NATS nothing can
// be served, so giving up on either stops everything with a failure exit code.
stack.events.on('give-up', ({ name }) => {
  if (name === 'gateway') fatal('the gateway');
  else log(`${name} is down for good; the rest keeps running. Fix the cause and restart npm start.`, 'warn');
});
nats.child?.process.on('give-up', () => fatal('nats-server'));

function fatal(what) {
  log(`${what} cannot stay up, so nothing can be served: stopping everything.`, 'fatal');
  void shutdown(1);
}
