import { Controller } from '@nestjs/common';
import { OutreachEmailsQuerySchema } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { OutboxService } from './outbox.service.js';

/** The outbox: GET /api/outreach/emails, POST /api/outreach/emails/{id}/cancel and /release. */
@Controller()
export class OutboxHandler {
  constructor(private readonly outbox: OutboxService) {}

  @Route('outreachOutbox')
  async list(req: RouteRequest<'outreachOutbox'>) {
    return this.outbox.list(requireCaller(req.caller), req.query ?? OutreachEmailsQuerySchema.parse({}));
  }

  @Route('outreachOutboxCancel')
  async cancel(req: RouteRequest<'outreachOutboxCancel'>) {
    return this.outbox.cancel(requireCaller(req.caller), req.params!.id);
  }

  @Route('outreachOutboxRelease')
  async release(req: RouteRequest<'outreachOutboxRelease'>) {
    return this.outbox.release(requireCaller(req.caller), req.params!.id);
  }
}
