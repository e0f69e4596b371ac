import { Controller, Inject, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS, type HealthReply, type ServiceName } from '@leadgen/contracts';

/** Provide this token with a function that runs a trivial query, for services that own a database. */
export const DATABASE_PROBE = Symbol('DATABASE_PROBE');
export type DatabaseProbe = () => Promise<boolean>;

const started = Date.now();

/** Answers `<service>.health`; the gateway's /api/stats is built from these replies. */
export function createHealthController(service: ServiceName): Type<unknown> {
  /** Every subject the service answers, its health included. */
  const capabilities: string[] = Object.values(SUBJECTS[service]);
  @Controller()
  class HealthController {
    constructor(@Optional() @Inject(DATABASE_PROBE) private readonly probe?: DatabaseProbe) {}

    @MessagePattern(SUBJECTS[service].health)
    async health(): Promise<HealthReply> {
      const reply: HealthReply = { service, ok: true, capabilities, uptime_s: (Date.now() - started) / 1000 };
      if (this.probe) {
        reply.database = await this.probe().catch(() => false);
      }
      return reply;
    }
  }
  Object.defineProperty(HealthController, 'name', {
    value: `${service[0]!.toUpperCase()}${service.slice(1)}HealthController`,
  });
  return HealthController;
}
