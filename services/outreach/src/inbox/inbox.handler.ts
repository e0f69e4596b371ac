import { Controller } from '@nestjs/common';
import { InboxQuerySchema } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { InboxService } from './inbox.service.js';

/** GET /api/outreach/inbox, POST /api/outreach/inbox/{id}/read and /kind, GET /api/outreach/inbox/{id}/meeting. */
@Controller()
export class InboxHandler {
  constructor(private readonly inbox: InboxService) {}

  @Route('outreachInbox')
  async list(req: RouteRequest<'outreachInbox'>) {
    return this.inbox.list(requireCaller(req.caller), req.query ?? InboxQuerySchema.parse({}));
  }

  @Route('outreachInboxRead')
  async read(req: RouteRequest<'outreachInboxRead'>) {
    return this.inbox.markRead(requireCaller(req.caller), req.params!.id, req.body.read);
  }

  @Route('outreachInboxMeeting')
  async meeting(req: RouteRequest<'outreachInboxMeeting'>) {
    return this.inbox.meeting(requireCaller(req.caller), req.params!.id);
  }

  @Route('outreachInboxKind')
  async kind(req: RouteRequest<'outreachInboxKind'>) {
    return this.inbox.setKind(requireCaller(req.caller), req.params!.id, req.body.kind);
  }
}
