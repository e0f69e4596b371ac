import { Controller } from '@nestjs/common';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { SendService } from './send.service.js';

/** POST /api/outreach/emails. */
@Controller()
export class SendHandler {
  constructor(private readonly sends: SendService) {}

  @Route('outreachSend')
  async send(req: RouteRequest<'outreachSend'>) {
    return this.sends.send(requireCaller(req.caller), req.body);
  }
}
