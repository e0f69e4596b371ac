import { Inject, Injectable } from '@nestjs/common';
import { HealthReplySchema, SERVICES, SUBJECTS, type StatsResponse } from '@leadgen/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { RpcClient } from '../rpc.client.js';

const CACHE_MS = 1000;

/**
 * Live status of the six components, from real health round trips, cached for a second; outreach,
 * an area deployed on its own, is reported beside them without deciding the system's status (nor
 * /readyz: the rest of the app keeps serving without it). The header counts it as one more module
 * where its tab shows, down when it does not answer.
 */
@Injectable()
export class StatsService {
  private cached?: { at: number; value: Promise<StatsResponse> };

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  stats(): Promise<StatsResponse> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      this.cached = { at: now, value: this.probe() };
    }
    return this.cached.value;
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
