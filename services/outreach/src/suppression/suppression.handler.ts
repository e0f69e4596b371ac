import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmptyBodySchema,
  SUBJECTS,
  SuppressionAddRequestSchema,
  SuppressionParamsSchema,
  type RpcRequest,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { SuppressionService } from './suppression.service.js';

/** GET/POST /api/outreach/suppressions and DELETE /api/outreach/suppressions/{id}. */
@Controller()
export class SuppressionHandler {
  constructor(private readonly suppressions: SuppressionService) {}

  @MessagePattern(SUBJECTS.outreach.suppressionsList)
  async list(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>) {
    return { suppressions: await this.suppressions.list(requireCaller(req.caller)) };
  }

  @MessagePattern(SUBJECTS.outreach.suppressionAdd)
  async add(
    @Payload(rpcPayload(SuppressionAddRequestSchema)) req: RpcRequest<z.output<typeof SuppressionAddRequestSchema>>,
  ) {
    return { suppressions: await this.suppressions.add(requireCaller(req.caller), req.body.address) };
  }

  @MessagePattern(SUBJECTS.outreach.suppressionDelete)
  async remove(
    @Payload(rpcPayload(EmptyBodySchema, SuppressionParamsSchema))
    req: RpcRequest<unknown, z.infer<typeof SuppressionParamsSchema>>,
  ) {
    return { suppressions: await this.suppressions.remove(requireCaller(req.caller), req.params!.id) };
  }
}
