import { Controller, Inject } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { greetingFor, type InboxKind, type OutreachDraft, type OutreachLeadFacts } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { knownTimeZone } from '@leadgen/calendar';
import { CLOCK, type Clock } from '../core/clock.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { factsOrRefusal } from '../leads/lead-facts.refusal.js';
import { LEADS_CLIENT, type LeadsClient } from '../leads/leads.client.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { suppressionOf } from '../suppressions/suppressions.store.js';
import { senderOf } from '../core/sender.js';
import { addresseeName, writeDraft } from './draft.write.js';
import { pitchForDraft } from './draft.pitch.js';
import { OfferSenderSource, type SenderToday } from './draft.offer-sender.js';
import { DraftPitchSource } from './draft.pitch-source.js';
import { writeReply } from './draft.reply.js';
import { answerOf } from '../inbox/answer.mine.js';
import { calendarOf } from '../inbox/answer.calendar.js';
import { copiedOf } from '../inbox/answer.keep.js';
import { answererOf } from '../inbox/answer.person.js';
import { EmailRow, type InboxRow } from '../db/entities.js';
import { threadCallMinutes } from '../send/call-length.js';

/**
 * GET /api/outreach/leads/{lead_id}/draft: the first draft of an email to a saved lead ('Email' on
 * the lead), written from the pitch pitchForDraft chooses (the latest kept, or one written for it);
 * with `answer_id`, a reply to that answer in the rep's Inbox ('Write back').
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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Route('outreachDraft')
  async draft(req: RouteRequest<'outreachDraft'>): Promise<{ draft: OutreachDraft }> {
    const userId = requireCaller(req.caller);
    const leadId = req.params!.lead_id;
    const facts = factsOrRefusal(await this.leads.facts(userId, leadId, senderOf(req.caller).teamId));
    const em = this.orm.em.fork();
    const [access, today] = await Promise.all([
      this.mailboxes.access(em, userId, req.caller?.name),
      this.offers.of(req.caller!),
    ]);
    const answerId = req.query?.answer_id;
    if (answerId) {
      const answer = await answerOf(em, userId, answerId, leadId);
      return { draft: await this.replyDraft(em, req, facts, answer, access?.fromName ?? null, today) };
    }
    const { offer, meetingUrl } = today;
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

  /** 'Write back' on an answer: a reply to what they asked, in its thread (to the colleague they named, if any). */
  private async replyDraft(
    em: EntityManager,
    req: RouteRequest<'outreachDraft'>,
    facts: OutreachLeadFacts,
    answer: InboxRow,
    fromName: string | null,
    { offer, meetingUrl }: SenderToday,
  ): Promise<OutreachDraft> {
    // The rep's email they answered: a colleague they point to has not read it, so the email to them quotes it.
    const yours = answer.emailId ? await em.findOne(EmailRow, { id: answer.emailId }, { fields: ['body'] }) : null;
    const answered = {
      // A booking page's mail names the page ('Cal.com'): the person who booked is greeted by the name the booking gives them.
      fromName: answererOf(answer).name,
      address: answer.address,
      subject: answer.subject,
      text: answer.text,
      yours: yours?.body ?? null,
      kind: answer.kind as InboxKind,
      copied: copiedOf(answer.cc),
      calendar: calendarOf(answer.calendar),
      callMinutes: await threadCallMinutes(em, answer.emailId ?? null),
    };
    const timeZone = knownTimeZone(facts.time_zone, this.env.OUTREACH_DEFAULT_TIME_ZONE);
    const clock = { saidAt: answer.receivedAt, timeZone, now: this.clock.now() };
    const { to, cc, ...reply } = writeReply(answered, facts.restaurant_name, fromName, meetingUrl, offer, clock);
    const copied = cc && (await suppressionOf(em, senderOf(req.caller), cc.address)) === null ? cc : null;
    const recipient = {
      address: to.address,
      // Named as greeted: a display name that is the restaurant's or an inbox's ('Tacos') names nobody.
      name: to.name,
      role: null,
      suppressed: (await suppressionOf(em, senderOf(req.caller), to.address)) !== null,
      ...(to.name ? { greeting: greetingFor({ name: to.name }, facts.restaurant_name) } : {}),
    };
    return {
      lead_id: facts.lead_id,
      restaurant_name: facts.restaurant_name,
      recipients: [recipient],
      ...reply,
      cc: copied,
      sender_note: null,
      sign_as: null,
      time_zone: timeZone,
      pitch_id: null,
      answer_id: answer.id,
    };
  }
}
