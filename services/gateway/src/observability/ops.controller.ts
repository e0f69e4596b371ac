import { Controller, Get, Header, HttpCode, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
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
  constructor(private readonly stats: StatsService) {}

  @Get('healthz')
  @HttpCode(200)
  healthz() {
    return { status: 'ok' };
  }

  /**
   * Ready (200) only when NATS and every component behind it (accounts, leads, analysis,
   * diagnostics, the database) answer, and not draining; 503 otherwise. The body lists the
   * components either way, so an operator sees which one is missing. An area deployed on its own
   * (outreach) is listed too, but does not hold back the rest of the app.
   */
  @Get('readyz')
  async readyz(@Res() res: Response) {
    const { status, components } = (await this.stats.stats()).system;
    const ready = !draining && status === 'operational';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : draining ? 'draining' : 'not ready', components });
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
