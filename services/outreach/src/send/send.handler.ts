import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OutreachSendRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { SendService } from './send.service.js';

/** POST /api/outreach/emails. */
@Controller()
export class SendHandler {
  constructor(private readonly sends: SendService) {}

  @MessagePattern(SUBJECTS.outreach.send)
  async send(
    @Payload(rpcPayload(OutreachSendRequestSchema)) req: RpcRequest<z.output<typeof OutreachSendRequestSchema>>,
  ) {
    return this.sends.send(requireCaller(req.caller), req.body);
  }
}
