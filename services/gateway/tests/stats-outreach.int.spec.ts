import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { COMPONENTS, StatsResponseSchema } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';
import { OutreachEnvSchema, OutreachModule, openDatabase } from '@leadgen/outreach/testing';
import { gatewayClient, startAccounts, type RunningAccounts } from '@leadgen/test-kit';

/**
 * /api/stats reports the outreach service beside the six components, from a real health round trip
 * over real NATS: up while it runs, down once it stops (the header counts it, down too, where its
 * tab shows); the system's status is the six's alone, so an area deployed on its own (or not at
 * all) never turns it.
 */
describe('gateway: outreach in /api/stats', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let outreach: INestMicroservice | undefined;
  let orm: MikroORM;
  let token: string;

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    token = (await accounts.signIn(gateway.url)).token;
    const env = OutreachEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OUTREACH_WORKER_INTERVAL_MS: '0',
    });
    orm = await openDatabase({ dataDir: 'memory://', log: () => {} });
    outreach = await startTestService('outreach', OutreachModule.forRoot(env, orm, silentLogger()));
  }, 60_000);

  afterAll(async () => {
    await outreach?.close();
    await gateway?.close();
    await accounts?.close();
  });

  it('says whether outreach answers, without counting it in the status', async () => {
    const running = StatsResponseSchema.parse(await gatewayClient(gateway.url, token).call('stats'));
    expect(running.system.components.outreach).toBe(true);
    // Leads, analysis and diagnostics are not running here: degraded, whatever outreach says.
    expect(running.system.status).toBe('degraded');
    expect(COMPONENTS).not.toContain('outreach');
    // Readiness lists it too, and is decided by the six alone.
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', components: { outreach: true, leads: false } });

    await outreach!.close();
    outreach = undefined;
    await new Promise((r) => setTimeout(r, 1100)); // stats are cached for a second
    const stopped = StatsResponseSchema.parse(await gatewayClient(gateway.url, token).call('stats'));
    expect(stopped.system.components).toMatchObject({ outreach: false, accounts: true, nats: true });
  });
});
