// Runs the whole system as child processes: the four services, the gateway and the web server.
// Used by `npm start` and by the browser tests, which need to stop and start single services.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebApp, listen } from './web-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_NAMES = ['accounts', 'leads', 'analysis', 'diagnostics', 'gateway'];

async function waitFor(check, { timeoutMs = 30_000, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * @param {object} o
 * @param {string} o.natsUrl
 * @param {number} o.gatewayPort
 * @param {number} o.webPort
 * @param {Record<string,string>} [o.env] extra settings for every process
 * @param {'inherit'|'ignore'|'pipe'} [o.stdio]
 */
export async function startStack({ natsUrl, gatewayPort, webPort, env = {}, stdio = 'inherit', webHost = '127.0.0.1' }) {
  const children = new Map();
  const baseEnv = {
    ...process.env,
    NATS_URL: natsUrl,
    GATEWAY_PORT: String(gatewayPort),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
    ...env,
  };

  function startService(name) {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: path.join(root, 'services', name),
      env: baseEnv,
      stdio: ['ignore', stdio, stdio],
    });
    children.set(name, child);
    child.once('exit', (code, signal) => {
      if (children.get(name) === child) children.delete(name);
      if (!stopping && code !== 0 && signal === null) {
        process.stderr.write(`[leadgen] ${name} exited with code ${code}\n`);
      }
    });
    return child;
  }

  async function stopService(name) {
    const child = children.get(name);
    if (!child) return;
    children.delete(name);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  let stopping = false;
  for (const name of SERVICE_NAMES) startService(name);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  // Ready when the gateway answers and every service behind it reports healthy.
  let web;
  try {
    await waitFor(
      async () => {
        const res = await fetch(`${gatewayUrl}/readyz`);
        const body = await res.json();
        return res.ok && Object.values(body.components ?? {}).every(Boolean);
      },
      { what: 'the gateway and the four services', timeoutMs: 90_000 },
    );
    web = await listen(createWebApp({ gatewayUrl, env: baseEnv }), webPort, webHost);
  } catch (err) {
    // A stack that never came up leaves no process behind.
    stopping = true;
    await Promise.all([...children.keys()].map((n) => stopService(n)));
    throw err;
  }

  return {
    gatewayUrl,
    webUrl: `http://localhost:${web.address().port}`,
    startService,
    stopService,
    running: () => [...children.keys()],
    async stop() {
      stopping = true;
      await new Promise((r) => web.close(r));
      web.closeAllConnections?.();
      await Promise.all([...children.keys()].map((n) => stopService(n)));
    },
  };
}
