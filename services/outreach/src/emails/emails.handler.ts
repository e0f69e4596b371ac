import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmptyBodySchema,
  OutreachEmailParamsSchema,
  OutreachEmailsQuerySchema,
  SUBJECTS,
  type RpcRequest,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { EmailsService } from './emails.service.js';

/** GET /api/outreach/emails, POST /api/outreach/emails/{id}/cancel and /release. */
@Controller()
export class EmailsHandler {
  constructor(private readonly emails: EmailsService) {}

  @MessagePattern(SUBJECTS.outreach.emailsList)
  async list(
    @Payload(rpcPayload(EmptyBodySchema, undefined, OutreachEmailsQuerySchema))
    req: RpcRequest<unknown, Record<string, never>, z.output<typeof OutreachEmailsQuerySchema>>,
  ) {
    return this.emails.list(requireCaller(req.caller), req.query ?? OutreachEmailsQuerySchema.parse({}));
  }

  @MessagePattern(SUBJECTS.outreach.emailCancel)
  async cancel(
    @Payload(rpcPayload(EmptyBodySchema, OutreachEmailParamsSchema))
    req: RpcRequest<unknown, z.infer<typeof OutreachEmailParamsSchema>>,
  ) {
    return this.emails.cancel(requireCaller(req.caller), req.params!.id);
  }

  @MessagePattern(SUBJECTS.outreach.emailRelease)
  async release(
    @Payload(rpcPayload(EmptyBodySchema, OutreachEmailParamsSchema))
    req: RpcRequest<unknown, z.infer<typeof OutreachEmailParamsSchema>>,
  ) {
    return this.emails.release(requireCaller(req.caller), req.params!.id);
  }
}
