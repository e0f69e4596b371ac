import { jest } from '@jest/globals';
import type { GatewayEnv } from '../env.js';
import type { RpcClient } from '../rpc.client.js';
import { DEGRADED_CACHE_MS, STATS_CACHE_MS, StatsService } from './stats.service.js';

/** Health round trips answered by the services in `up`; counts the rounds asked. */
function servicesUp(up: Set<string>) {
  const asked = { rounds: 0 };
  const rpc = {
    natsAlive: () => {
      asked.rounds++;
      return Promise.resolve(true);
    },
    request: (subject: string) => {
      const service = subject.split('.')[0]!;
      if (!up.has(service)) return Promise.reject(new Error('no responders'));
      return Promise.resolve({ service, ok: true, database: true, capabilities: [], uptime_s: 1 });
    },
  } as unknown as RpcClient;
  return { service: new StatsService(rpc, { HEALTH_TIMEOUT_MS: 500 } as GatewayEnv), asked };
}

describe('StatsService', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('keeps an operational answer a second', async () => {
    const { service, asked } = servicesUp(new Set(['accounts', 'leads', 'analysis', 'diagnostics', 'outreach']));
    expect((await service.stats()).system.status).toBe('operational');
    now += STATS_CACHE_MS;
    await service.stats();
    expect(asked.rounds).toBe(1);
    now += 1;
    await service.stats();
    expect(asked.rounds).toBe(2);
  });

  it('sees a part that comes back a tenth of a second after a degraded answer, not a second', async () => {
    const up = new Set(['accounts', 'analysis', 'diagnostics', 'outreach']);
    const { service } = servicesUp(up);
    expect((await service.stats()).system.components.leads).toBe(false);
    up.add('leads');
    now += DEGRADED_CACHE_MS + 1;
    const back = await service.stats();
    expect(back.system.components.leads).toBe(true);
    expect(back.system.status).toBe('operational');
  });
});
