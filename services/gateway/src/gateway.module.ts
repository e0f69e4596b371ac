import { Module, type DynamicModule } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { PassportModule } from '@nestjs/passport';
import { natsServers } from '@leadgen/service-kit';
import { ApiController } from './api/api.controller.js';
import { ExpensiveRouteThrottler } from './auth/expensive-route.throttler.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { SessionRegistry } from './auth/session.registry.js';
import { UsageLimitGuard } from './auth/usage-limit.guard.js';
import { UsageLimitsRegistry } from './auth/usage-limits.registry.js';
import { DemoSitesController } from './demo-sites/demo-sites.controller.js';
import { DemoSitesThrottler } from './demo-sites/demo-sites.throttler.js';
import { GATEWAY_ENV, type GatewayEnv } from './env.js';
import { OpsController } from './observability/ops.controller.js';
import { NATS_CLIENT, RpcClient } from './rpc.client.js';
import { StatsService } from './stats/stats.service.js';

@Module({})
export class GatewayModule {
  static forEnv(env: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        PassportModule,
        ClientsModule.register([
          {
            name: NATS_CLIENT,
            transport: Transport.NATS,
            options: {
              servers: natsServers(env.NATS_URL),
              name: `gateway-${process.pid}`,
              reconnect: true,
              maxReconnectAttempts: -1,
              reconnectTimeWait: 1000,
              // Failures become envelopes here; a stack captured per request to trace them is pure cost.
              noAsyncTraces: true,
            },
          },
        ]),
      ],
      // /demo-sites exists only beside the simulator (never in production): elsewhere it is an unknown route.
      controllers: [OpsController, ApiController, ...(env.SIMULATED_SITES_URL ? [DemoSitesController] : [])],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        RpcClient,
        StatsService,
        SessionRegistry,
        UsageLimitsRegistry,
        JwtStrategy,
        UsageLimitGuard,
        ExpensiveRouteThrottler,
        ...(env.SIMULATED_SITES_URL ? [DemoSitesThrottler] : []),
      ],
    };
  }
}
