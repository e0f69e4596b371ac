import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LeadListCreateRequestSchema,
  LeadListIdParamsSchema,
  LeadListRenameRequestSchema,
  SUBJECTS,
  type RpcRequest,
  EmptyBodySchema,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { LeadListsService } from './lead-lists.service.js';

type IdParams = z.infer<typeof LeadListIdParamsSchema>;

/** Answers the list routes: a rep's lists, created, renamed and deleted. */
@Controller()
export class LeadListsHandler {
  constructor(private readonly lists: LeadListsService) {}

  @MessagePattern(SUBJECTS.leads.listsList)
  async all(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>) {
    return { lists: await this.lists.all(requireCaller(req.caller)) };
  }

  @MessagePattern(SUBJECTS.leads.listsCreate)
  async create(
    @Payload(rpcPayload(LeadListCreateRequestSchema)) req: RpcRequest<z.infer<typeof LeadListCreateRequestSchema>>,
  ) {
    return { success: true as const, list: await this.lists.create(requireCaller(req.caller), req.body.name) };
  }

  @MessagePattern(SUBJECTS.leads.listsRename)
  async rename(
    @Payload(rpcPayload(LeadListRenameRequestSchema, LeadListIdParamsSchema))
    req: RpcRequest<z.infer<typeof LeadListRenameRequestSchema>, IdParams>,
  ) {
    return {
      success: true as const,
      list: await this.lists.rename(requireCaller(req.caller), req.params!.id, req.body.name),
    };
  }

  @MessagePattern(SUBJECTS.leads.listsDelete)
  async remove(@Payload(rpcPayload(EmptyBodySchema, LeadListIdParamsSchema)) req: RpcRequest<unknown, IdParams>) {
    return { success: true as const, moved: await this.lists.remove(requireCaller(req.caller), req.params!.id) };
  }
}
