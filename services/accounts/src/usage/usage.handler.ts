import { Controller } from '@nestjs/common';
import { requireCaller, rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { UsageService } from './usage.service.js';

/** The Usage & Limits tab's read. Usage itself arrives through the usage stream (UsageConsumer). */
@Controller()
export class UsageHandler {
  constructor(private readonly usage: UsageService) {}

  @Route('usage')
  async get(req: RouteRequest<'usage'>) {
    const usage = await this.usage.current(requireCaller(req.caller));
    if (!usage) throw rpcError('NOT_FOUND', 'User ID not found');
    return { success: true as const, usage };
  }
}
