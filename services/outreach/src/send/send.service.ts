import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import {
  LEAD_STATUS_LABELS,
  OUTREACH_STOPPING_STATUSES,
  OutreachSendRequestSchema,
  SUPPRESSION_REASON_LABELS,
  type OutreachSendResponse,
} from '@leadgen/contracts';
import { rpcError, rpcRateLimited } from '@leadgen/service-kit';
import { knownTimeZone, nextSlot } from '@leadgen/calendar';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../core/clock.js';
import { INSTANCE_ID } from '../core/instance.js';
import { EmailRow } from '../db/entities.js';
import { sql } from '../db/sql.js';
import { outboxEmailView } from '../outbox/outbox-email.view.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { factsOrRefusal } from '../leads/lead-facts.refusal.js';
import { LEADS_CLIENT, type LeadsClient } from '../leads/leads.client.js';
import { MailboxStore, startOfUtcDay } from '../mailbox/mailbox.store.js';
import { planSequence } from '../follow-ups/sequence.plan.js';
import { suppressionFor } from '../suppressions/suppressions.store.js';
import type { Sender } from '../core/sender.js';
import { Deliverer } from './deliver.js';
import { domainKeyOf, refuseOverDomainCap } from './domain-cap.js';
import { sendingPaused } from '../inbox/bounce.breaker.js';
import { checkCc, replyingTo } from './send.reply.js';

type SendRequest = z.output<typeof OutreachSendRequestSchema>;

/**
 * POST /api/outreach/emails: checks the lead, the address and the mailbox, keeps the first email
 * and its follow-ups, and sends the first now (within the request) or leaves it to the worker.
 */
@Injectable()
export class SendService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly deliverer: Deliverer,
    @Inject(LEADS_CLIENT) private readonly leads: LeadsClient,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(INSTANCE_ID) private readonly instanceId: string,
  ) {}

  /** `repName`: the rep's own name, which the demo mailbox sends as. */
  async send(who: Sender, req: SendRequest, repName?: string | null): Promise<OutreachSendResponse> {
    const { userId } = who;
    const now = this.clock.now();
    const sendAt = req.send_at ? new Date(req.send_at) : null;
    if (sendAt && sendAt.getTime() <= now.getTime()) {
      throw rpcError('VALIDATION_FAILED', 'Invalid request: send_at: Send time must be in the future', {
        send_at: ['Send time must be in the future'],
      });
    }
    const to = req.to.toLowerCase();
    const facts = factsOrRefusal(await this.leads.facts(userId, req.lead_id, who.teamId));
    const em = this.orm.em.fork();
    // A reply to their answer carries on the conversation the answer stopped the sequence for.
    await checkCc(em, who, req);
    const answer = req.answer_id ? await replyingTo(em, userId, req) : null;
    if (!answer && OUTREACH_STOPPING_STATUSES.includes(facts.status)) {
      throw rpcError('CONFLICT', `This lead is at ${LEAD_STATUS_LABELS[facts.status]}: emails to it have stopped.`);
    }
    const suppressed = await suppressionFor(em, who, to);
    if (suppressed) {
      throw rpcError(
        'CONFLICT',
        `${to} is on your ${suppressed.byTeammate ? "team's " : ''}suppression list (${SUPPRESSION_REASON_LABELS[suppressed.reason]}): it is not emailed.`,
      );
    }
    const access = await this.mailboxes.access(em, userId, repName);
    if (!access) throw rpcError('CONFLICT', 'Set up your mailbox in Outreach first: emails are sent from it.');
    const paused = await sendingPaused(em, userId);
    if (paused) throw rpcError('CONFLICT', `New emails are paused: ${paused} Resume in Outreach, Mailbox.`);

    const timeZone = knownTimeZone(facts.time_zone, this.env.OUTREACH_DEFAULT_TIME_ZONE);
    const window = { startHour: access.windowStartHour, endHour: access.windowEndHour, timeZone };
    const immediate = !sendAt && req.when === 'now';
    const rows = planSequence({
      userId,
      teamId: who.teamId,
      facts,
      to,
      request: req,
      from: access,
      window,
      now,
      firstDue: sendAt ?? (immediate ? now : nextSlot(now, window)),
      inWindow: !immediate && !sendAt,
      claimedBy: immediate ? this.instanceId : null,
      threadOf: answer?.messageId ?? null,
    });
    const { sequenceId, id: firstId } = rows[0]!;
    await em.transactional(async (tx) => {
      if (immediate) {
        const group = domainKeyOf({ team_id: who.teamId, lead_domain: rows[0]!.leadDomain });
        await refuseOverDomainCap(tx, group, this.env.OUTREACH_DOMAIN_DAILY_CAP, now);
        await this.mailboxes.lockRep(tx, userId);
        if ((await this.mailboxes.sentToday(tx, userId, now)) >= access.dailyCap) {
          const tomorrow = startOfUtcDay(now).getTime() + 86_400_000;
          throw rpcRateLimited(
            `You've sent today's ${access.dailyCap} emails (your daily cap): send it in their business hours, or raise the cap in your mailbox settings.`,
            (tomorrow - now.getTime()) / 1000,
          );
        }
      }
      for (const row of rows) tx.create(EmailRow, row as never);
      await tx.flush();
    });

    let leadStatus: OutreachSendResponse['lead_status'] = facts.status;
    let suggested: string | null = null;
    if (immediate) {
      const result = await this.deliverer.deliver(firstId, { leadChecked: true, access });
      if (result.result === 'not_sent') {
        // Nothing reached the recipient: the request fails and leaves nothing behind.
        await sql(em, 'delete from outreach_emails where sequence_id = ?', [sequenceId]);
        throw rpcError('UPSTREAM_FAILED', result.failure.message);
      }
      if (result.result === 'sent' && result.leads) {
        leadStatus = result.leads.lead_status as typeof leadStatus;
        suggested = result.leads.suggested_follow_up;
      }
    }
    const kept = await this.orm.em.fork().find(EmailRow, { sequenceId }, { orderBy: { step: 'asc' } });
    return { emails: kept.map(outboxEmailView), lead_status: leadStatus, suggested_follow_up: suggested };
  }
}
