import { Controller } from '@nestjs/common';
import { OutreachEmailsQuerySchema } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { EmailsService } from './emails.service.js';

/** GET /api/outreach/emails, POST /api/outreach/emails/{id}/cancel and /release. */
@Controller()
export class EmailsHandler {
  constructor(private readonly emails: EmailsService) {}

  @Route('outreachEmails')
  async list(req: RouteRequest<'outreachEmails'>) {
    return this.emails.list(requireCaller(req.caller), req.query ?? OutreachEmailsQuerySchema.parse({}));
  }

  @Route('outreachEmailCancel')
  async cancel(req: RouteRequest<'outreachEmailCancel'>) {
    return this.emails.cancel(requireCaller(req.caller), req.params!.id);
  }

  @Route('outreachEmailRelease')
  async release(req: RouteRequest<'outreachEmailRelease'>) {
    return this.emails.release(requireCaller(req.caller), req.params!.id);
  }
}
