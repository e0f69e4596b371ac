import { Controller, Get, Header, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcClient } from '../rpc.client.js';
import { registry } from './request-context.js';

let draining = false;
export function startDraining() {
  draining = true;
}

/** Liveness, readiness and Prometheus metrics for operators. */
@Controller()
export class OpsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('healthz')
  @HttpCode(200)
  healthz() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async readyz(@Res() res: Response) {
    const nats = !draining && (await this.rpc.natsAlive(1000));
    res.status(nats ? 200 : 503).json({ status: nats ? 'ready' : draining ? 'draining' : 'not ready', nats });
  }

  @Get('metrics')
  @Header('cache-control', 'no-store')
  async metrics(@Res() res: Response) {
    res.setHeader('content-type', registry.contentType);
    res.send(await registry.metrics());
  }
}

export function isDraining() {
  return draining;
}
