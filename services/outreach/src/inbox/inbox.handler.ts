import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmptyBodySchema,
  InboxKindRequestSchema,
  InboxParamsSchema,
  InboxQuerySchema,
  InboxReadRequestSchema,
  SUBJECTS,
  type RpcRequest,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { InboxService } from './inbox.service.js';

type Params = z.infer<typeof InboxParamsSchema>;

/** GET /api/outreach/inbox, POST /api/outreach/inbox/{id}/read and /kind. */
@Controller()
export class InboxHandler {
  constructor(private readonly inbox: InboxService) {}

  @MessagePattern(SUBJECTS.outreach.inboxList)
  async list(
    @Payload(rpcPayload(EmptyBodySchema, undefined, InboxQuerySchema))
    req: RpcRequest<unknown, Record<string, never>, z.output<typeof InboxQuerySchema>>,
  ) {
    return this.inbox.list(requireCaller(req.caller), req.query ?? InboxQuerySchema.parse({}));
  }

  @MessagePattern(SUBJECTS.outreach.inboxRead)
  async read(
    @Payload(rpcPayload(InboxReadRequestSchema, InboxParamsSchema))
    req: RpcRequest<z.output<typeof InboxReadRequestSchema>, Params>,
  ) {
    return this.inbox.markRead(requireCaller(req.caller), req.params!.id, req.body.read);
  }

  @MessagePattern(SUBJECTS.outreach.inboxKind)
  async kind(
    @Payload(rpcPayload(InboxKindRequestSchema, InboxParamsSchema))
    req: RpcRequest<z.output<typeof InboxKindRequestSchema>, Params>,
  ) {
    return this.inbox.setKind(requireCaller(req.caller), req.params!.id, req.body.kind);
  }
}
