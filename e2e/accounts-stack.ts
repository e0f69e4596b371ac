import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { startStack } from '../tools/stack.mjs';
import type { Stack } from './stack.js';

/** The gate's code and the demo verification code this run's accounts service accepts. */
export const ACCESS_CODE = 'e2e-open-sesame';
export const DEMO_CODE = '246810';

/**
 * As startTestStack in stack.ts, plus the access code and the demo verification code the
 * account screens need (both are settings of the accounts service).
 */
export async function startAccountsStack(): Promise<Stack & { cleanup(): Promise<void> }> {
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) throw new Error('NATS_URL missing: run browser tests through npm test or npm run e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-e2e-accounts-'));
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
      ACCESS_CODE,
      DEMO_VERIFICATION_CODE: DEMO_CODE,
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
