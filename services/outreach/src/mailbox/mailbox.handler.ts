import { Controller } from '@nestjs/common';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { MailboxService } from './mailbox.service.js';

/** GET and PUT /api/outreach/mailbox, and POST /api/outreach/mailbox/resume. */
@Controller()
export class MailboxHandler {
  constructor(private readonly mailbox: MailboxService) {}

  @Route('outreachMailboxGet')
  async get(req: RouteRequest<'outreachMailboxGet'>) {
    return { mailbox: await this.mailbox.get(requireCaller(req.caller), req.caller?.name) };
  }

  @Route('outreachMailboxPut')
  async put(req: RouteRequest<'outreachMailboxPut'>) {
    return { mailbox: await this.mailbox.put(requireCaller(req.caller), req.body) };
  }

  @Route('outreachMailboxResume')
  async resume(req: RouteRequest<'outreachMailboxResume'>) {
    return { mailbox: await this.mailbox.resume(requireCaller(req.caller), req.caller?.name) };
  }
}
