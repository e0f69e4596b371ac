import { Controller, Get, Header, HttpCode, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { RpcClient } from '../rpc.client.js';
import { StatsService } from '../stats/stats.service.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';
import { registry } from './request-context.js';

let draining = false;
export function startDraining() {
  draining = true;
}

/** Liveness, readiness and Prometheus metrics for operators. */
@Controller()
export class OpsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly stats: StatsService,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  healthz() {
    return { status: 'ok' };
  }

  /** Ready when the gateway can reach NATS; the components show which services answer behind it. */
  @Get('readyz')
  async readyz(@Res() res: Response) {
    const nats = !draining && (await this.rpc.natsAlive(1000));
    const { components } = (await this.stats.stats()).system;
    res.status(nats ? 200 : 503).json({ status: nats ? 'ready' : draining ? 'draining' : 'not ready', components });
  }

  @Get('metrics')
  @UseGuards(MetricsTokenGuard)
  @Header('cache-control', 'no-store')
  async metrics(@Res() res: Response) {
    res.setHeader('content-type', registry.contentType);
    res.send(await registry.metrics());
  }
}

export function isDraining() {
  return draining;
}
