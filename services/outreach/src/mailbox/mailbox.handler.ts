import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EmptyBodySchema, MailboxSettingsRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { MailboxService } from './mailbox.service.js';

/** GET and PUT /api/outreach/mailbox, and POST /api/outreach/mailbox/resume. */
@Controller()
export class MailboxHandler {
  constructor(private readonly mailbox: MailboxService) {}

  @MessagePattern(SUBJECTS.outreach.mailboxGet)
  async get(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>) {
    return { mailbox: await this.mailbox.get(requireCaller(req.caller)) };
  }

  @MessagePattern(SUBJECTS.outreach.mailboxPut)
  async put(
    @Payload(rpcPayload(MailboxSettingsRequestSchema))
    req: RpcRequest<z.output<typeof MailboxSettingsRequestSchema>>,
  ) {
    return { mailbox: await this.mailbox.put(requireCaller(req.caller), req.body) };
  }

  @MessagePattern(SUBJECTS.outreach.mailboxResume)
  async resume(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>) {
    return { mailbox: await this.mailbox.resume(requireCaller(req.caller)) };
  }
}
