import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { root, startStack, superviseService } from '../tools/stack.mjs';
import { launchBrowser } from './browser.js';

export interface Stack {
  gatewayUrl: string;
  /** The settings every process of the stack was started with (beside the process's own environment). */
  env: Record<string, string>;
  webUrl: string;
  /** The simulated outside world's mailbox page, where the sign-up codes the product mails arrive. */
  mailboxUrl: string;
  startService(name: string): void;
  stopService(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The simulated outside world the stack started: its mailbox page and the settings that point the product at it. */
interface SimulatorInfo {
  mailboxUrl: string | null;
  settings: Record<string, string>;
}

/**
 * The whole system as `npm start` runs it, with the simulated outside world (Places API, RDAP, the
 * restaurants' websites, the mailbox) on free ports, this run's NATS and its own database.
 */
export async function startTestStack(
  extraEnv: Record<string, string> = {},
): Promise<Stack & { cleanup(): Promise<void> }> {
  const natsUrl = process.env.NATS_URL;
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
  const stack: Omit<Stack, 'env' | 'mailboxUrl'> & { simulator: SimulatorInfo | null } = await startStack({
    natsUrl,
    gatewayPort: await freePort(),
    webPort: await freePort(),
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
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
    env: { ...stack.simulator!.settings, ...env },
    async cleanup() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the stack's gateway, serving the app on its own address with its own
 * settings (`env`, e.g. its own remotes.json), as an operator would configure it.
 */
export async function startWebFront(
  stack: Stack,
  env: Record<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const webPort = await freePort();
  const gateway = superviseService('gateway', {
    env: {
      ...process.env,
      ...stack.env,
      GATEWAY_PORT: String(await freePort()),
      WEB_PORT: String(webPort),
      WEB_APPS_DIR: path.join(root, 'apps'),
      ...env,
    },
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  gateway.start();
  const url = `http://localhost:${webPort}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      await gateway.stop();
      throw new Error('the second gateway did not answer /readyz within 30 s');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, close: () => gateway.stop() };
}

/**
 * The whole stack and a browser for the suite it is called in: started before its tests, stopped
 * after them. Read `stack` and `browser` inside the tests (they are set once the suite has begun).
 */
export function useStackAndBrowser(): { readonly stack: Stack; readonly browser: Browser } {
  const suite = {} as { stack: Stack & { cleanup(): Promise<void> }; browser: Browser };
  beforeAll(async () => {
    suite.stack = await startTestStack();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.cleanup();
  });
  return suite;
}
