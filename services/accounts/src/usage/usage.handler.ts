import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest, EmptyBodySchema } from '@leadgen/contracts';
import { requireCaller, rpcError, rpcPayload } from '@leadgen/service-kit';
import { UsageService } from './usage.service.js';

/** The Usage & Limits tab's read. Usage itself arrives through the usage stream (UsageConsumer). */
@Controller()
export class UsageHandler {
  constructor(private readonly usage: UsageService) {}

  @MessagePattern(SUBJECTS.accounts.usageGet)
  async get(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<object>) {
    const usage = await this.usage.current(requireCaller(req.caller));
    if (!usage) throw rpcError('NOT_FOUND', 'User ID not found');
    return { success: true as const, usage };
  }
}
