import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MyLeadsBulkRequestSchema,
  MyLeadsUndoRequestSchema,
  SUBJECTS,
  type MyLeadsBulkRequest,
  type RpcRequest,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { BulkChange } from './bulk-change.js';
import { UndoBulkChange } from './undo-bulk-change.js';

/** Answers a change to many saved leads at once (status, list, removal) and its undo. */
@Controller()
export class MyLeadsBulkHandler {
  constructor(
    private readonly bulk: BulkChange,
    private readonly undoing: UndoBulkChange,
  ) {}

  @MessagePattern(SUBJECTS.leads.myLeadsBulk)
  apply(@Payload(rpcPayload(MyLeadsBulkRequestSchema)) req: RpcRequest<MyLeadsBulkRequest>) {
    return this.bulk.apply(requireCaller(req.caller), req.body);
  }

  @MessagePattern(SUBJECTS.leads.myLeadsUndo)
  undo(@Payload(rpcPayload(MyLeadsUndoRequestSchema)) req: RpcRequest<z.infer<typeof MyLeadsUndoRequestSchema>>) {
    return this.undoing.undo(requireCaller(req.caller), req.body.undo_token);
  }
}
