import type { ClientProxy } from '@nestjs/microservices';
import {
  ErrorEnvelopeSchema,
  OutreachAddressSuppressedReplySchema,
  OutreachAnswerReceivedReplySchema,
  type OutreachAddressSuppressed,
  type OutreachAnswerReceived,
  OutreachEmailSentReplySchema,
  OutreachLeadFactsSchema,
  SUBJECTS,
  type OutreachEmailSent,
  type OutreachLeadFacts,
} from '@leadgen/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import type { z } from 'zod';

export const LEADS_CLIENT = Symbol('LEADS_CLIENT');

export type LeadFactsAnswer =
  | { kind: 'found'; facts: OutreachLeadFacts }
  /** Not the rep's saved lead (never was, or removed). */
  | { kind: 'not_found' }
  /** A teammate's lead: the reason names its owner. */
  | { kind: 'teammate'; reason: string }
  /** Leads did not answer in time, or is not running: nothing is sent on a guess. */
  | { kind: 'unavailable'; reason: string };

export interface LeadsClient {
  /** `teamId`: the rep's team, so a teammate's lead is told apart from none. */
  facts(userId: string, leadId: string, teamId?: string): Promise<LeadFactsAnswer>;
  /** Rejects when leads did not take it; the caller tries again later. */
  emailSent(event: OutreachEmailSent): Promise<z.infer<typeof OutreachEmailSentReplySchema>>;
  /** An answer to a lead arrived (its timeline; a reply moves it to Connected). Rejects when leads did not take it. */
  answerReceived(event: OutreachAnswerReceived): Promise<z.infer<typeof OutreachAnswerReceivedReplySchema>>;
  /** An address went on the suppression list or came off it. Rejects when leads did not take it. */
  addressSuppressed(event: OutreachAddressSuppressed): Promise<z.infer<typeof OutreachAddressSuppressedReplySchema>>;
}

/** Outreach asks leads over NATS: a lead's facts before a draft and each send, and tells it each email sent. */
export class NatsLeadsClient implements LeadsClient {
  constructor(
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  async facts(userId: string, leadId: string, teamId?: string): Promise<LeadFactsAnswer> {
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.leads.outreachLeadFacts, { user_id: userId, lead_id: leadId, team_id: teamId })
          .pipe(timeout(this.timeoutMs)),
      );
      const parsed = OutreachLeadFactsSchema.safeParse(reply);
      return parsed.success
        ? { kind: 'found', facts: parsed.data }
        : { kind: 'unavailable', reason: 'The lead came back from My Leads in an unexpected shape.' };
    } catch (err) {
      const envelope = ErrorEnvelopeSchema.safeParse(err);
      if (envelope.success && envelope.data.code === 'NOT_FOUND') return { kind: 'not_found' };
      if (envelope.success && envelope.data.code === 'CONFLICT')
        return { kind: 'teammate', reason: envelope.data.error };
      return { kind: 'unavailable', reason: 'My Leads did not answer, so the lead could not be checked.' };
    }
  }

  async emailSent(event: OutreachEmailSent) {
    const reply = await firstValueFrom(
      this.client.send(SUBJECTS.leads.outreachEmailSent, event).pipe(timeout(this.timeoutMs)),
    );
    return OutreachEmailSentReplySchema.parse(reply);
  }

  async answerReceived(event: OutreachAnswerReceived) {
    const reply = await firstValueFrom(
      this.client.send(SUBJECTS.leads.outreachAnswerReceived, event).pipe(timeout(this.timeoutMs)),
    );
    return OutreachAnswerReceivedReplySchema.parse(reply);
  }

  async addressSuppressed(event: OutreachAddressSuppressed) {
    const reply = await firstValueFrom(
      this.client.send(SUBJECTS.leads.outreachAddressSuppressed, event).pipe(timeout(this.timeoutMs)),
    );
    return OutreachAddressSuppressedReplySchema.parse(reply);
  }
}
