import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { startStack } from '../tools/stack.mjs';
import type { Stack } from './stack.js';

/**
 * As startTestStack in stack.ts, plus one fixture restaurant site on 127.0.0.1 that the analysis
 * service may read (SITE_ALLOW_PRIVATE_HOSTS, a test-only setting), so 'Generate Pitch' can
 * succeed offline; the demo leads' own websites are on reserved example domains that never resolve.
 */
export async function startSearchStack(): Promise<Stack & { fixtures: FixtureServer; cleanup(): Promise<void> }> {
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) throw new Error('NATS_URL missing: run browser tests through npm test or npm run e2e');
  const fixtures = await serveFixtures({ only: ['casa-del-sol'] });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-e2e-search-'));
  let stack: Stack;
  try {
    stack = await startStack({
      natsUrl,
      gatewayPort: await freePort(),
      webPort: await freePort(),
      stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        LOG_LEVEL: 'warn',
        DEMO_MODE: 'true',
        SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(','),
      },
    });
  } catch (err) {
    await fixtures.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...stack,
    fixtures,
    async cleanup() {
      await stack.stop();
      await fixtures.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
