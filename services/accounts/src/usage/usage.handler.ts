import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, UsageRecordedEventSchema, type RpcRequest, type UsageRecordedEvent } from '@leadgen/contracts';
import { requireCaller, rpcError, rpcPayload, SERVICE_LOGGER, ZodPayloadPipe } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { UsageService } from './usage.service.js';

@Controller()
export class UsageHandler {
  constructor(
    private readonly usage: UsageService,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  @MessagePattern(SUBJECTS.accounts.usageGet)
  async get(@Payload(rpcPayload(z.object({}))) req: RpcRequest<object>) {
    const usage = await this.usage.current(requireCaller(req.caller));
    if (!usage) throw rpcError('NOT_FOUND', 'User ID not found');
    return { success: true as const, usage };
  }

  /** Other areas report usage as fire-and-forget events; a bad one is logged and dropped. */
  @EventPattern(SUBJECTS.events.usageRecorded)
  async recorded(@Payload(new ZodPayloadPipe(UsageRecordedEventSchema)) event: UsageRecordedEvent) {
    try {
      await this.usage.record(event);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, kind: event.kind }, 'usage event not recorded');
    }
  }
}
