import type { INestMicroservice } from '@nestjs/common';
import type { RouteRequest } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { gatewayClient, settle, startAccounts, statusOf } from '@leadgen/test-kit';
import { startSimulatedPlaces } from './simulated-places.js';

export type SearchStack = Awaited<ReturnType<typeof startSearchStack>>;

/**
 * A lead search as the default install runs it: gateway -> NATS -> leads -> the production Google
 * provider -> the simulator's Places API, with a signed-in rep. Leads is left to the suite
 * (`startLeads`), as each suite searches with its own settings.
 */
export async function startSearchStack() {
  const closers: Array<() => Promise<void>> = [];
  // Stops what has started, the last first: leads before the gateway and accounts it answers through.
  const close = async () => {
    for (const stop of closers.splice(0).reverse()) await stop();
  };
  try {
    const gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    closers.push(() => gateway.close());
    const accounts = await startAccounts();
    closers.push(() => accounts.close());
    const { token } = await accounts.signIn(gateway.url);
    const places = await startSimulatedPlaces();
    closers.push(() => places.close());

    let leads: INestMicroservice | undefined;
    closers.push(async () => {
      await leads?.close();
    });
    const rep = () => gatewayClient(gateway.url, token);
    const search = (criteria: RouteRequest<'leadSearch'>) => settle(rep().call('leadSearch', criteria));
    /**
     * A fresh leads instance (empty caches) in place of the last one, with the simulator's places
     * and the settings given on top of them.
     */
    const startLeads = async (overrides: Record<string, string> = {}) => {
      await leads?.close();
      leads = await startLeadsService(
        LeadsEnvSchema.parse({
          NATS_URL: testNatsUrl(),
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          LEADS_RECORD_USAGE: 'false',
          ...places.settings,
          ...overrides,
        }),
      );
      // The new instance's subscriptions reach the NATS server a moment after listen(): wait until it answers.
      for (let i = 0; i < 100; i++) {
        if ((await statusOf(rep().call('cuisineTypes'))) === 200) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the leads service did not start answering');
    };
    return { places, gateway, token, rep, search, startLeads, close };
  } catch (err) {
    await close();
    throw err;
  }
}
