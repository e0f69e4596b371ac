import { Inject, Injectable } from '@nestjs/common';
import { HealthReplySchema, SERVICES, SUBJECTS, type StatsResponse } from '@leadgen/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { RpcClient } from '../rpc.client.js';

/** A healthy answer is kept a second: /api/stats and /readyz are asked often, and each asks six parts. */
export const STATS_CACHE_MS = 1000;
/** A degraded one a tenth of a second: a part that comes back is seen as back at once. */
export const DEGRADED_CACHE_MS = 100;

/**
 * Live status of the six components, from real health round trips, cached (STATS_CACHE_MS); outreach,
 * an area deployed on its own, is reported beside them without deciding the system's status (nor
 * /readyz: the rest of the app keeps serving without it). The header counts it as one more module
 * where its tab shows, down when it does not answer.
 */
@Injectable()
export class StatsService {
  private cached?: { until: number; value: Promise<StatsResponse> };

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  stats(): Promise<StatsResponse> {
    const now = Date.now();
    if (this.cached && now <= this.cached.until) return this.cached.value;
    const entry = { until: now + STATS_CACHE_MS, value: this.probe() };
    void entry.value.then((stats) => {
      if (stats.system.status !== 'operational') entry.until = now + DEGRADED_CACHE_MS;
    });
    this.cached = entry;
    return entry.value;
  }

  private async probe(): Promise<StatsResponse> {
    const t = this.env.HEALTH_TIMEOUT_MS;
    const nats = await this.rpc.natsAlive(t);
    const replies = await Promise.all(
      SERVICES.map(async (service) => {
        if (!nats) return null;
        try {
          const reply = await this.rpc.request(SUBJECTS[service].health, {}, t, `${service} health`);
          const parsed = HealthReplySchema.safeParse(reply);
          return parsed.success && parsed.data.ok ? parsed.data : null;
        } catch {
          return null;
        }
      }),
    );
    const [accounts, leads, analysis, diagnostics, outreach] = replies;
    const components = {
      nats,
      database: accounts?.database === true,
      accounts: accounts !== null,
      leads: leads !== null,
      analysis: analysis !== null,
      diagnostics: diagnostics !== null,
    };
    const operational = Object.values(components).every(Boolean);
    return {
      system: {
        status: operational ? 'operational' : 'degraded',
        components: { ...components, outreach: outreach !== null },
      },
    };
  }
}
