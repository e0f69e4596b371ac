import { Controller } from '@nestjs/common';
import { Route, type RouteRequest } from '@leadgen/service-kit';
import { senderOf } from '../core/sender.js';
import { SendService } from './send.service.js';

/** POST /api/outreach/emails. */
@Controller()
export class SendHandler {
  constructor(private readonly sends: SendService) {}

  @Route('outreachSend')
  async send(req: RouteRequest<'outreachSend'>) {
    return this.sends.send(senderOf(req.caller), req.body, req.caller?.name);
  }
}
