import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { startStack } from '../tools/stack.mjs';
import type { Stack } from './stack.js';

/**
 * As startTestStack in stack.ts, plus SITE_ALLOW_PRIVATE_HOSTS so the diagnostics and analysis
 * services may read the loopback fixture sites (a test-only setting, refused in production).
 */
export async function startDiagnosticsStack(allowPrivateHosts: string[]): Promise<Stack & { cleanup(): Promise<void> }> {
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) throw new Error('NATS_URL missing: run browser tests through npm test or npm run e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-e2e-diagnostics-'));
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
      SITE_ALLOW_PRIVATE_HOSTS: allowPrivateHosts.join(','),
      // No language model in browser tests: the pitch comes from the deterministic generator.
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      OPENAI_MODEL: '',
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
