import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  OutreachAddressSuppressedSchema,
  OutreachAnswerReceivedSchema,
  OutreachEmailSentSchema,
  OutreachLeadFactsRequestSchema,
  SUBJECTS,
  type OutreachAddressSuppressed,
  type OutreachAnswerReceivedReply,
  type OutreachEmailSent,
  type OutreachEmailSentReply,
  type OutreachLeadFacts,
  type OutreachLeadFactsRequest,
} from '@leadgen/contracts';
import { ZodPayloadPipe } from '@leadgen/service-kit';
import { OutreachSuppressionRecorder } from './outreach-address-suppressed.js';
import { OutreachAnswerRecorder, type AnswerTold } from './outreach-answer-received.js';
import { OutreachEmailSentRecorder } from './outreach-email-sent.js';
import { OutreachLeadFactsReader } from './outreach-lead-facts.js';

/**
 * What outreach asks of leads: a saved lead's facts for a draft or a send, an email that went out,
 * an answer read in the rep's mailbox, and an address going on (or off) the rep's suppression list.
 */
@Controller()
export class OutreachHandler {
  constructor(
    private readonly reader: OutreachLeadFactsReader,
    private readonly recorder: OutreachEmailSentRecorder,
    private readonly answers: OutreachAnswerRecorder,
    private readonly suppressions: OutreachSuppressionRecorder,
  ) {}

  @MessagePattern(SUBJECTS.leads.outreachLeadFacts)
  facts(
    @Payload(new ZodPayloadPipe(OutreachLeadFactsRequestSchema)) req: OutreachLeadFactsRequest,
  ): Promise<OutreachLeadFacts> {
    return this.reader.facts(req.user_id, req.lead_id, req.team_id);
  }

  @MessagePattern(SUBJECTS.leads.outreachEmailSent)
  emailSent(
    @Payload(new ZodPayloadPipe(OutreachEmailSentSchema)) email: OutreachEmailSent,
  ): Promise<OutreachEmailSentReply> {
    return this.recorder.record(email);
  }

  @MessagePattern(SUBJECTS.leads.outreachAnswerReceived)
  answerReceived(
    @Payload(new ZodPayloadPipe(OutreachAnswerReceivedSchema)) answer: AnswerTold,
  ): Promise<OutreachAnswerReceivedReply> {
    return this.answers.record(answer);
  }

  @MessagePattern(SUBJECTS.leads.outreachAddressSuppressed)
  addressSuppressed(
    @Payload(new ZodPayloadPipe(OutreachAddressSuppressedSchema)) told: OutreachAddressSuppressed,
  ): Promise<{ contacts: number }> {
    return this.suppressions.record(told);
  }
}
