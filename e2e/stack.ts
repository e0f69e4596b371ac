import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { startStack } from '../tools/stack.mjs';
// @ts-expect-error plain ESM module without types
import { createWebApp, listen } from '../tools/web-server.mjs';
import type { Server } from 'node:http';

export interface Stack {
  gatewayUrl: string;
  webUrl: string;
  startService(name: string): void;
  stopService(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The whole system as `npm start` runs it, on free ports, this run's NATS and its own database. */
export async function startTestStack(extraEnv: Record<string, string> = {}): Promise<Stack & { cleanup(): Promise<void> }> {
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) throw new Error('NATS_URL missing: run browser tests through npm test or npm run e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-e2e-'));
  const stack: Stack = await startStack({
    natsUrl,
    gatewayPort: await freePort(),
    webPort: await freePort(),
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      // No language model in browser tests: texts come from the deterministic generator.
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      OPENAI_MODEL: '',
      ...extraEnv,
    },
  });
  return {
    ...stack,
    async cleanup() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second web front on the same gateway with its own remotes.json, as an operator would configure it. */
export async function startWebFront(gatewayUrl: string, env: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await listen(createWebApp({ gatewayUrl, env }), await freePort(), '127.0.0.1');
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
