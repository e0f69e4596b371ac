import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, UsageRecordedEventSchema, type RpcRequest, type UsageRecordedEvent } from '@leadgen/contracts';
import { rpcError, rpcPayload, ZodPayloadPipe } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ACCOUNTS_LOGGER } from '../mail/mailer.service.js';
import { UsageService } from './usage.service.js';

@Controller()
export class UsageHandler {
  constructor(
    private readonly usage: UsageService,
    @Inject(ACCOUNTS_LOGGER) private readonly logger: Logger,
  ) {}

  @MessagePattern(SUBJECTS.accounts.usageGet)
  async get(@Payload(rpcPayload(z.object({}))) req: RpcRequest<object>) {
    if (!req.caller) throw rpcError('UNAUTHORIZED', 'Please sign in to continue.');
    const usage = await this.usage.current(req.caller.id);
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
