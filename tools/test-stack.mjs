// The whole system as browser tests run it: `npm start`'s processes with the simulated outside world
// (Places API, RDAP, the restaurants' websites, the mailbox) on free ports, this run's NATS and its
// own database. One such stack is shared by the suites that only use it (e2e/stack.ts); a suite
// that stops a service or needs other settings starts its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './infra.mjs';
import { startStack } from './stack.mjs';

/** The gate's code the browser tests' accounts service checks. */
export const E2E_ACCESS_CODE = 'e2e-open-sesame';

/**
 * The shared stack's own settings: the access code the account screens use, and the fixture
 * restaurant sites on 127.0.0.1 the readers may reach (a test-only setting).
 */
export const SHARED_STACK_ENV = { ACCESS_CODE: E2E_ACCESS_CODE, SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1' };

/** Where the shared stack's coordinates travel from the global set-up to the suites. */
export const SHARED_STACK_VAR = 'E2E_SHARED_STACK';

/**
 * @param {Record<string, string>} [extraEnv]
 * @param {string} [natsUrl] the run's NATS by default; the shared stack has a server of its own, so
 *   a suite's own stack running beside it never answers its requests (nor it theirs)
 * @returns {Promise<{ gatewayUrl: string, webUrl: string, mailboxUrl: string, env: Record<string, string>,
 *   startService(name: string): void, stopService(name: string): Promise<void>, stop(): Promise<void>,
 *   cleanup(): Promise<void> }>}
 */
export async function startTestStack(extraEnv = {}, natsUrl = process.env.NATS_URL) {
  if (!natsUrl) throw new Error('NATS_URL missing: run browser tests through npm test or npm run e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-e2e-'));
  const env = {
    NATS_URL: natsUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    // The gateway's and accounts' demo mode (usage counted, not limited; the mailbox link; demo
    // sign-in), whatever the caller's environment says.
    DEMO_MODE: 'true',
    // No language model in browser tests: texts come from the deterministic generator.
    OPENAI_API_KEY: '',
    OPENAI_BASE_URL: '',
    OPENAI_MODEL: '',
    ...extraEnv,
  };
  const stack = await startStack({
    natsUrl,
    gatewayPort: await freePort(),
    webPort: await freePort(),
    // Read, not shown: a child that will not start is quoted in the error that says so.
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'pipe',
    env,
  });
  const mailboxUrl = stack.simulator?.mailboxUrl;
  if (!mailboxUrl) {
    await stack.stop();
    throw new Error('the test stack came up without the simulated mailbox (is SMTP_URL set?)');
  }
  return {
    ...stack,
    mailboxUrl,
    env: { ...stack.simulator.settings, ...env },
    async cleanup() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
