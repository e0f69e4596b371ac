import { Controller } from '@nestjs/common';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { leadOwnerOf } from '../core/lead-owner.js';
import { BulkChange } from './bulk-change.js';
import { UndoBulkChange } from './undo-bulk-change.js';

/** Answers a change to many saved leads at once (status, list, removal) and its undo. */
@Controller()
export class MyLeadsBulkHandler {
  constructor(
    private readonly bulk: BulkChange,
    private readonly undoing: UndoBulkChange,
  ) {}

  @Route('myLeadsBulk')
  apply(req: RouteRequest<'myLeadsBulk'>) {
    return this.bulk.apply(leadOwnerOf(req.caller), req.body);
  }

  @Route('myLeadsUndo')
  undo(req: RouteRequest<'myLeadsUndo'>) {
    return this.undoing.undo(requireCaller(req.caller), req.body.undo_token);
  }
}
