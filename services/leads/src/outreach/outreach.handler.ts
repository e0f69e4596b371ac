import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  OutreachEmailSentSchema,
  OutreachLeadFactsRequestSchema,
  SUBJECTS,
  type OutreachEmailSent,
  type OutreachEmailSentReply,
  type OutreachLeadFacts,
  type OutreachLeadFactsRequest,
} from '@leadgen/contracts';
import { ZodPayloadPipe } from '@leadgen/service-kit';
import { OutreachEmailSentRecorder } from './outreach-email-sent.js';
import { OutreachLeadFactsReader } from './outreach-lead-facts.js';

/** What outreach asks of leads: a saved lead's facts for a draft or a send, and an email that went out. */
@Controller()
export class OutreachHandler {
  constructor(
    private readonly reader: OutreachLeadFactsReader,
    private readonly recorder: OutreachEmailSentRecorder,
  ) {}

  @MessagePattern(SUBJECTS.leads.outreachLeadFacts)
  facts(
    @Payload(new ZodPayloadPipe(OutreachLeadFactsRequestSchema)) req: OutreachLeadFactsRequest,
  ): Promise<OutreachLeadFacts> {
    return this.reader.facts(req.user_id, req.lead_id);
  }

  @MessagePattern(SUBJECTS.leads.outreachEmailSent)
  emailSent(
    @Payload(new ZodPayloadPipe(OutreachEmailSentSchema)) email: OutreachEmailSent,
  ): Promise<OutreachEmailSentReply> {
    return this.recorder.record(email);
  }
}
