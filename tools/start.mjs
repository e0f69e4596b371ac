// npm start: everything on one machine. Builds what is missing, finds or starts NATS,
// runs the services and the gateway (which serves the front ends on the app's address too), and
// prints the one URL to open.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNats, log } from './infra.mjs';
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
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) {
  console.error('Build failed; run `npm run build` to see why.');
  process.exit(1);
}

let nats;
try {
  // A nats-server started here is supervised like the services; one found running is not ours to restart.
  nats = await ensureNats({ startServer: (bin, port) => superviseNats(bin, port) });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
log(`NATS at ${nats.url}`);
if (!process.env.DATABASE_URL) log(`database: PGlite in ${process.env.DATA_DIR ?? path.join(root, '.data')}`);
else log('database: PostgreSQL from DATABASE_URL');

const webPort = Number(process.env.WEB_PORT ?? 3000);
const stack = await startStack({
  natsUrl: nats.url,
  gatewayPort: Number(process.env.GATEWAY_PORT ?? 3001),
  webPort,
  webHost: process.env.WEB_HOST ?? '127.0.0.1',
});

log('');
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
  else log(`${name} is down for good; the rest keeps running. Fix the cause above and restart npm start.`);
});
nats.child?.process.on('give-up', () => fatal('nats-server'));

function fatal(what) {
  console.error(`[leadgen] ${what} cannot stay up, so nothing can be served: stopping everything.`);
  void shutdown(1);
}
