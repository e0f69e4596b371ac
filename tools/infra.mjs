// Finds or brings up what the stack needs outside Node: a NATS server and (optionally) PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

let writeLog = (msg) => process.stdout.write(`[leadgen] ${msg}\n`);

export function log(msg) {
  writeLog(msg);
}

/** Sends these lines elsewhere (npm start prints them in its log format). */
export function setLog(write) {
  writeLog = write;
}

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The lowest port the kernel hands out as the local port of an outgoing connection (Linux's
 * default elsewhere). A port picked above it can be taken by any connection between picking and
 * listening, and then stays taken while that connection lives: a process given it crashes on every
 * restart. Read once: it does not change while a run lasts.
 */
const OUTGOING_LOW = (() => {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low > 1024) return low;
  } catch {
    // not Linux: its default below
  }
  return 32768;
})();

/** Ports this process has handed out, never handed out twice. */
const handedOut = new Set();

function listensOn(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, for a process started next: picked below the kernel's range for
 * outgoing connections (so that none of those takes it before the process listens), at random so
 * that parallel test runs rarely try the same one.
 */
export async function freePort() {
  const floor = Math.min(20_000, Math.floor(OUTGOING_LOW / 2));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = floor + Math.floor(Math.random() * (OUTGOING_LOW - floor));
    if (handedOut.has(port) || !(await listensOn(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port found between ${floor} and ${OUTGOING_LOW - 1}`);
}

function which(bin) {
  const r = spawnSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin} /usr/local/bin/${bin} 2>/dev/null`], {
    encoding: 'utf8',
  });
  const line = r.stdout.split('\n').find(Boolean);
  return line ? line.trim() : null;
}

/**
 * `bin` from PATH (or /usr/sbin), else Debian's `pkg` installed with apt when root on Debian/Ubuntu,
 * else null. No service of the package is started by its install (policy-rc.d says no while it
 * runs): the tests start their own on free ports.
 */
function findOrInstall(bin, pkg) {
  let found = which(bin);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log(`${bin} not found; installing it with apt-get (Debian package ${pkg})...`);
    const policy = '/usr/sbin/policy-rc.d';
    const ownPolicy = !existsSync(policy);
    if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } finally {
      if (ownPolicy) rmSync(policy, { force: true });
    }
    found = which(bin);
  }
  return found;
}

/** nats-server from PATH, else installed with apt on Debian/Ubuntu when root, else null. */
export const findOrInstallNatsServer = () => findOrInstall('nats-server', 'nats-server');

/** Dovecot, a real IMAP server for the mailbox tests, from PATH, else installed with apt when root, else null. */
export const findOrInstallDovecot = () => findOrInstall('dovecot', 'dovecot-imapd');

export const NATS_INSTALL_HINT =
  'No NATS server is available. Set NATS_URL to a running server, or install nats-server ' +
  '(Debian/Ubuntu: sudo apt-get install nats-server; macOS: brew install nats-server; ' +
  'or download it from the NATS releases page) and run this again.';

/**
 * nats-server's arguments: loopback on `port`, with JetStream (usage events are kept in a stream
 * until accounts has counted them) storing its files in `storeDir`; as one node of a cluster when
 * `cluster` says so: the cluster's name, this node's name and route port, every node's route port.
 * @param {number} port
 * @param {string} storeDir
 * @param {{ name: string, node: string, routePort: number, routePorts: number[] }} [cluster]
 */
export function natsServerArgs(port, storeDir, cluster) {
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  if (!cluster) return args;
  const routes = cluster.routePorts.filter((p) => p !== cluster.routePort).map((p) => `nats://127.0.0.1:${p}`);
  return [
    ...args,
    '--server_name',
    cluster.node,
    '--cluster_name',
    cluster.name,
    '--cluster',
    `nats://127.0.0.1:${cluster.routePort}`,
    '--routes',
    routes.join(','),
  ];
}

/**
 * Starts nats-server on the given port; resolves with the child once the port answers. Without a
 * `storeDir` its JetStream files go to a fresh temporary folder, removed when it exits: two servers
 * must never share one.
 */
export async function startNatsServer(bin, port, { quiet = true, storeDir } = {}) {
  const dir = storeDir ?? mkdtempSync(path.join(os.tmpdir(), 'leadgen-nats-'));
  const child = spawn(bin, natsServerArgs(port, dir), { stdio: quiet ? 'ignore' : 'inherit' });
  if (!storeDir) child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (let i = 0; i < 100; i++) {
    if (await portAnswers(port)) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nats-server did not start on port ${port}`);
}

/**
 * NATS for `npm start`: NATS_URL if set, else a server already on 127.0.0.1:4222,
 * else a nats-server we start (installing it on Debian when we can) with `startServer`
 * (npm start passes one that supervises it); `child` is what that returned, null when not ours.
 */
export async function ensureNats({
  natsUrl = process.env.NATS_URL,
  port = 4222,
  startServer = (bin, p) => startNatsServer(bin, p, { quiet: true }),
} = {}) {
  if (natsUrl) return { url: natsUrl, child: null };
  const url = `nats://127.0.0.1:${port}`;
  if (await portAnswers(port)) return { url, child: null };
  const bin = findOrInstallNatsServer();
  if (!bin) throw new Error(NATS_INSTALL_HINT);
  const child = await startServer(bin, port);
  log(`started nats-server on 127.0.0.1:${port}`);
  return { url, child };
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
