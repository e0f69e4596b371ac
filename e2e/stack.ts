import path from 'node:path';
import type { Browser } from 'playwright-core';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { root, superviseService } from '../tools/stack.mjs';
// @ts-expect-error plain ESM module without types
import { SHARED_STACK_VAR, startTestStack as startOwnStack } from '../tools/test-stack.mjs';
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

type OwnStack = Stack & { cleanup(): Promise<void> };

/** Settings a suite asks for that the shared stack has: the same value, or hosts it already allows. */
function sharedHas(shared: Record<string, string>, extraEnv: Record<string, string>): boolean {
  const hosts = (v = '') => v.split(',').filter(Boolean);
  return Object.entries(extraEnv).every(([k, v]) =>
    k === 'SITE_ALLOW_PRIVATE_HOSTS' ? hosts(v).every((h) => hosts(shared[k]).includes(h)) : shared[k] === v,
  );
}

/** The stack the global set-up started for every suite that only uses it; it outlives each suite. */
function sharedStack(extraEnv: Record<string, string>): OwnStack | null {
  const raw = process.env[SHARED_STACK_VAR];
  if (!raw || raw === 'off') return null;
  const shared = JSON.parse(raw) as Pick<Stack, 'gatewayUrl' | 'webUrl' | 'mailboxUrl' | 'env'>;
  if (!sharedHas(shared.env, extraEnv)) return null;
  const mine = (what: string) => () => {
    throw new Error(
      `${what}: the shared stack serves every suite; start this suite's own (startTestStack(env, { own: true }))`,
    );
  };
  return {
    ...shared,
    startService: mine('startService'),
    stopService: mine('stopService'),
    stop: mine('stop'),
    cleanup: async () => {},
  };
}

/**
 * The whole system as `npm start` runs it, with the simulated outside world on free ports, this
 * run's NATS and its database: the shared stack when it has the settings asked for, else one of the
 * suite's own (`own`: a suite that stops or restarts a service).
 */
export async function startTestStack(extraEnv: Record<string, string> = {}, { own = false } = {}): Promise<OwnStack> {
  return (!own && sharedStack(extraEnv)) || ((await startOwnStack(extraEnv)) as OwnStack);
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
export function useStackAndBrowser(options: { own?: boolean } = {}): {
  readonly stack: Stack;
  readonly browser: Browser;
} {
  const suite = {} as { stack: OwnStack; browser: Browser };
  beforeAll(async () => {
    suite.stack = await startTestStack({}, options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.cleanup();
  });
  return suite;
}
