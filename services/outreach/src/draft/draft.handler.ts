import { Controller, Inject } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { greetingFor, type OutreachDraft } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { knownTimeZone } from '@leadgen/calendar';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { factsOrRefusal } from '../leads/lead-facts.refusal.js';
import { LEADS_CLIENT, type LeadsClient } from '../leads/leads.client.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { suppressionOf } from '../suppressions/suppressions.store.js';
import { senderOf } from '../core/sender.js';
import { addresseeName, writeDraft } from './draft.write.js';
import { pitchForDraft } from './draft.pitch.js';
import { OfferSenderSource } from './draft.offer-sender.js';
import { DraftPitchSource } from './draft.pitch-source.js';

/**
 * GET /api/outreach/leads/{lead_id}/draft: the first draft of an email to a saved lead ('Email' on
 * the lead), written from the pitch pitchForDraft chooses (the latest kept, or one written for it).
 */
@Controller()
export class DraftHandler {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    @Inject(LEADS_CLIENT) private readonly leads: LeadsClient,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    private readonly offers: OfferSenderSource,
    private readonly pitches: DraftPitchSource,
  ) {}

  @Route('outreachDraft')
  async draft(req: RouteRequest<'outreachDraft'>): Promise<{ draft: OutreachDraft }> {
    const userId = requireCaller(req.caller);
    const leadId = req.params!.lead_id;
    const facts = factsOrRefusal(await this.leads.facts(userId, leadId, senderOf(req.caller).teamId));
    const em = this.orm.em.fork();
    const [access, { offer, meetingUrl }] = await Promise.all([
      this.mailboxes.access(em, userId, req.caller?.name),
      this.offers.of(req.caller!),
    ]);
    const chosen = await pitchForDraft(facts, req.caller!, offer, this.pitches);
    const recipients = await Promise.all(
      facts.recipients.map(async (r) => {
        const name = addresseeName(r, facts.restaurant_name);
        return {
          ...r,
          suppressed: (await suppressionOf(em, senderOf(req.caller), r.address)) !== null,
          ...(name ? { greeting: greetingFor({ name }, facts.restaurant_name) } : {}),
        };
      }),
    );
    return {
      draft: {
        lead_id: facts.lead_id,
        restaurant_name: facts.restaurant_name,
        recipients,
        // Greeted as the form starts: the first address that may be mailed.
        ...writeDraft(
          { ...facts, pitch: chosen.pitch, recipients: recipients.filter((r) => !r.suppressed) },
          access?.fromName ?? null,
          offer,
          meetingUrl,
        ),
        time_zone: knownTimeZone(facts.time_zone, this.env.OUTREACH_DEFAULT_TIME_ZONE),
        pitch_id: chosen.pitch_id,
        ...(chosen.written ? { pitch_written: true } : {}),
        ...(chosen.limit_reached ? { pitch_limit_reached: true } : {}),
      },
    };
  }
}
