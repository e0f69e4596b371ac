import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { verificationCodeIn } from '@leadgen/simulator/testing';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { startStack } from '../tools/stack.mjs';
import type { Stack } from './stack.js';

jest.setTimeout(180_000);

/** As `npm start` on a bare machine: PGlite in a data folder, every process restarted in between. */
describe('accounts survive a restart of every process (PGlite data folder)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-persist-'));
  let stack: (Omit<Stack, 'env' | 'mailboxUrl'> & { simulator: { mailboxUrl: string | null } | null }) | undefined;
  let options: object;

  beforeAll(async () => {
    options = {
      natsUrl: process.env.NATS_URL,
      gatewayPort: await freePort(),
      webPort: await freePort(),
      stdio: 'ignore',
      env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    };
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, p: string, body?: unknown, token?: string) => {
    const res = await fetch(stack!.gatewayUrl + p, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  it('signs up, searches, restarts, signs back in and finds profile and usage intact', async () => {
    stack = await startStack(options);
    const email = 'persist@example.com';
    expect((await call('POST', '/api/auth/signup', { email })).status).toBe(200);
    // The code the product mailed, from the simulated mailbox the stack started beside it.
    const code = await verificationCodeIn(stack!.simulator!.mailboxUrl!, email);
    expect((await call('POST', '/api/auth/verify-email', { email, code })).status).toBe(200);
    const done = await call('POST', '/api/auth/complete-signup', {
      email,
      password: 'Persist#Pass123',
      first_name: 'Pat',
      last_name: 'Ng',
      role: 'Owner',
      company_name: 'Persist Co',
      company_size: '2 to 5',
      company_website: '',
    });
    expect(done.status).toBe(200);
    expect(
      (await call('POST', '/api/leads/search', { city: 'Austin', limit: 10 }, done.body.session_token)).status,
    ).toBe(200);
    let usage = (await call('GET', '/api/account/usage', undefined, done.body.session_token)).body.usage;
    for (let i = 0; i < 40 && usage.leads_searched === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      usage = (await call('GET', '/api/account/usage', undefined, done.body.session_token)).body.usage;
    }
    expect(usage.leads_searched).toBe(10);

    await stack!.stop();
    stack = await startStack(options);

    const again = await call('POST', '/api/auth/signin', { email, password: 'Persist#Pass123' });
    expect(again.status).toBe(200);
    const profile = (await call('GET', '/api/account/profile', undefined, again.body.session_token)).body.profile;
    expect(profile).toMatchObject({
      first_name: 'Pat',
      last_name: 'Ng',
      company_name: 'Persist Co',
      company_size: '2 to 5',
      role: 'Owner',
    });
    expect(
      (await call('GET', '/api/account/usage', undefined, again.body.session_token)).body.usage.leads_searched,
    ).toBe(10);
  });
});
