import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { OUTREACH_STOPPING_STATUSES, type OutreachEmailSent } from '@leadgen/contracts';
import { SERVICE_LOGGER, UsageEmitter } from '@leadgen/service-kit';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../core/clock.js';
import { INSTANCE_ID } from '../core/instance.js';
import { senderOfRow } from '../core/sender.js';
import { EmailRow } from '../db/entities.js';
import { sql } from '../db/sql.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { stopScheduled } from '../follow-ups/sequence.stop.js';
import { LEADS_CLIENT, type LeadsClient } from '../leads/leads.client.js';
import type { MailboxAccess } from '../mailbox/mailbox.access.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { sendGated } from '../mailbox/smtp.data-gate.js';
import { beforeData, classifySmtpError, type SmtpFailure } from '../mailbox/smtp.errors.js';
import { openCheckedTransport } from '../mailbox/smtp.transport.js';
import { holdFollowUps, releaseHeld } from '../follow-ups/sequence.hold.js';
import { checkBounceBreaker } from '../inbox/bounce.breaker.js';
import { STOP_REASON_OF, suppress, suppressionOf } from '../suppressions/suppressions.store.js';
import { tokenFor } from '../unsubscribe/unsubscribe.store.js';
import { buildMessage, unsubscribeLinks, type UnsubscribeLinks } from './message.build.js';
import { inviteIcs } from './call-invite.js';
import { callInvite, callTakenUp, isReply } from './send.call.js';

export type DeliveryResult =
  | { result: 'sent'; leads: { lead_status: string | null; suggested_follow_up: string | null } | null }
  | { result: 'stopped' }
  | { result: 'bounced'; failure: SmtpFailure }
  | { result: 'outcome_unknown'; failure: SmtpFailure }
  /** Not sent, nothing reached the server: the row is the caller's to retry or remove. */
  | { result: 'not_sent'; failure: SmtpFailure }
  /** Leads could not say whether the lead may be mailed: back in the queue for a moment. */
  | { result: 'released' };

export interface DeliverOptions {
  /** The caller already checked the lead with leads (a send now). */
  leadChecked?: boolean;
  access?: MailboxAccess;
  transport?: Transporter;
}

/** Tries again after this long when leads cannot answer or the mail server says later. */
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 15 * 60_000];
export const MAX_ATTEMPTS = 3;

/**
 * Sends one claimed email ('sending', claimed by this instance): checks the suppression list and
 * the lead's status first, then one SMTP transaction. Whatever happens, the row ends in a state
 * that is never sent twice: 'sent' with its Message-ID, 'failed', 'stopped', 'outcome_unknown',
 * or back to 'scheduled' only when the server never took it.
 */
@Injectable()
export class Deliverer {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly usage: UsageEmitter,
    @Inject(LEADS_CLIENT) private readonly leads: LeadsClient,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(INSTANCE_ID) private readonly instanceId: string,
  ) {}

  async deliver(emailId: string, options: DeliverOptions = {}): Promise<DeliveryResult> {
    const em = this.orm.em.fork();
    const row = await em.findOneOrFail(EmailRow, { id: emailId });
    const suppressed = await suppressionOf(em, senderOfRow(row), row.toAddress);
    if (suppressed) {
      await this.stop(em, row, STOP_REASON_OF[suppressed]);
      return { result: 'stopped' };
    }
    if (!options.leadChecked) {
      const answer = await this.leads.facts(row.userId, row.leadId);
      if (answer.kind === 'unavailable') {
        await this.release(em, row, RETRY_AFTER_MS[0]!, false);
        return { result: 'released' };
      }
      // Not the rep's lead any more (removed, or an admin gave it to a teammate): their emails to it stop.
      if (answer.kind === 'not_found' || answer.kind === 'teammate') {
        await this.stop(em, row, 'lead_removed');
        return { result: 'stopped' };
      }
      // A reply carries on the conversation their answer opened, which is what stopped the rest.
      if (!isReply(row) && OUTREACH_STOPPING_STATUSES.includes(answer.facts.status)) {
        await this.stop(em, row, 'lead_status');
        return { result: 'stopped' };
      }
    }
    const access = options.access ?? (await this.mailboxes.access(em, row.userId));
    if (!access) {
      await this.finish(em, row, 'failed', 'No mailbox is set up: save yours in Outreach, Mailbox, and send again.');
      return { result: 'not_sent', failure: { kind: 'sender_refused', message: 'No mailbox is set up.' } };
    }
    // Whom it copies, unless they were suppressed since it was kept (a retry goes out later).
    const copied = row.ccAddress && !(await suppressionOf(em, senderOfRow(row), row.ccAddress)) ? row.ccAddress : null;
    const links = await this.optOutLinks(em, row, copied);
    const now = this.clock.now();
    const invite = await callInvite(em, row, access, now);
    const message = buildMessage(
      copied ? row : { ...row, ccAddress: null },
      access,
      links,
      invite && inviteIcs(invite, now),
    );
    let transport = options.transport;
    if (!transport) {
      const opened = await openCheckedTransport(
        access,
        this.mailboxes.transportOptions(),
        this.env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS,
      );
      if ('refused' in opened) {
        await this.finish(em, row, 'failed', opened.refused);
        return { result: 'not_sent', failure: { kind: 'sender_refused', message: opened.refused } };
      }
      transport = opened.transport;
    }
    const attempt: { state: 'not yet' | 'marked' | 'not ours' } = { state: 'not yet' };
    try {
      await sendGated(transport, message, () => this.markAttempted(em, row, attempt));
    } catch (err) {
      if (attempt.state === 'not ours') return { result: 'stopped' };
      const failure = classifySmtpError(err, access);
      const sendNow = Boolean(options.leadChecked);
      return this.failed(em, row, attempt.state === 'marked' ? failure : beforeData(failure), sendNow);
    } finally {
      if (!options.transport) transport.close();
    }
    const sentAt = this.clock.now();
    // What the server took stands, even over an 'outcome unknown' another instance wrote meanwhile.
    await sql(
      em,
      `update outreach_emails set status = 'sent', sent_at = ?, error = null
       where id = ? and claimed_by = ? and status in ('sending', 'outcome_unknown')`,
      [sentAt, row.id, this.instanceId],
    );
    // A first email sent again after its Sent folder showed it never went: its held follow-ups go on.
    if (row.step === 0 && row.attempts > 0) await releaseHeld(em, row.sequenceId, sentAt);
    if (this.env.OUTREACH_RECORD_USAGE) this.usage.record(row.userId, 'emails_sent', 1, row.id);
    return { result: 'sent', leads: await this.tellLeads(em, { ...row, sentAt } as EmailRow) };
  }

  /**
   * The last word before the message's bytes go to the server (it has answered DATA): still ours,
   * and marked as attempted, so an instance that dies from here on leaves it as 'outcome unknown',
   * never to be sent again. Before this moment the server cannot hold it, and a restart sends it.
   */
  /** Each recipient's own opt-out: the To's, and the one copied's when the email copies someone. */
  private async optOutLinks(em: EntityManager, row: EmailRow, copied: string | null): Promise<UnsubscribeLinks> {
    const linksOf = async (address: string) =>
      unsubscribeLinks(this.env.OUTREACH_PUBLIC_URL, await tokenFor(em, row.userId, address, this.clock.now()));
    const links = await linksOf(row.toAddress);
    return copied ? { ...links, copied: { address: copied, page: (await linksOf(copied)).page } } : links;
  }

  private async markAttempted(
    em: EntityManager,
    row: EmailRow,
    attempt: { state: 'not yet' | 'marked' | 'not ours' },
  ): Promise<void> {
    const marked = await sql<{ id: string }>(
      em,
      `update outreach_emails set attempted_at = ? where id = ? and status = 'sending' and claimed_by = ? returning id`,
      [this.clock.now(), row.id, this.instanceId],
    );
    attempt.state = marked.length > 0 ? 'marked' : 'not ours';
    if (attempt.state === 'not ours') throw new Error("This email is no longer this instance's to send.");
  }

  /** Tells leads the email went out (kept in the lead's activity); a miss is tried again by the worker. */
  async tellLeads(em: EntityManager, row: EmailRow) {
    const event: OutreachEmailSent = {
      user_id: row.userId,
      lead_id: row.leadId,
      email_id: row.id,
      to: row.toAddress,
      to_name: row.toName ?? null,
      // A lookup that fails only leaves the follow-up as leads would set it.
      call: await callTakenUp(em, row).catch(() => null),
      subject: row.subject,
      body: row.body,
      step: row.step,
      sent_at: (row.sentAt ?? this.clock.now()).toISOString(),
    };
    try {
      const reply = await this.leads.emailSent(event);
      await sql(em, 'update outreach_emails set leads_told = true where id = ?', [row.id]);
      return reply;
    } catch (err) {
      this.logger.warn(
        { email_id: row.id, err: (err as Error)?.message },
        'leads not told of a sent email yet: tried again later',
      );
      return null;
    }
  }

  private async failed(
    em: EntityManager,
    row: EmailRow,
    failure: SmtpFailure,
    sendNow: boolean,
  ): Promise<DeliveryResult> {
    if (failure.kind === 'bounced') {
      // A bounce at the SMTP stage: the address goes on the team's list and every email to it stops.
      await em.transactional(async (tx) => {
        await sql(tx, `update outreach_emails set status = 'failed', error = ?, bounced = true where id = ?`, [
          failure.message,
          row.id,
        ]);
        await suppress(tx, senderOfRow(row), row.toAddress, 'bounced', this.clock.now(), { leadId: row.leadId });
        await stopScheduled(tx, senderOfRow(row), { address: row.toAddress }, 'bounced');
        await checkBounceBreaker(tx, row.userId, this.clock.now());
      });
      return { result: 'bounced', failure };
    }
    if (failure.kind === 'unknown') {
      await this.finish(em, row, 'outcome_unknown', failure.message);
      return { result: 'outcome_unknown', failure };
    }
    // Nothing reached the recipient: a send now says so at once; the worker tries a few times.
    if (
      !sendNow &&
      row.attempts + 1 < MAX_ATTEMPTS &&
      (failure.kind === 'temporary' || failure.kind === 'unreachable')
    ) {
      await this.release(em, row, RETRY_AFTER_MS[row.attempts + 1] ?? RETRY_AFTER_MS.at(-1)!, true, failure.message);
    } else if (!sendNow) {
      await this.finish(em, row, 'failed', failure.message);
    }
    return { result: 'not_sent', failure };
  }

  private async stop(em: EntityManager, row: EmailRow, reason: Parameters<typeof stopScheduled>[3]): Promise<void> {
    await em.transactional(async (tx) => {
      await sql(
        tx,
        `update outreach_emails set status = 'stopped', stop_reason = ? where id = ? and status = 'sending'`,
        [reason, row.id],
      );
      await stopScheduled(tx, row.userId, { sequenceId: row.sequenceId }, reason);
    });
  }

  private async finish(
    em: EntityManager,
    row: EmailRow,
    status: 'failed' | 'outcome_unknown',
    error: string,
  ): Promise<void> {
    await sql(em, `update outreach_emails set status = ?, error = ? where id = ? and status = 'sending'`, [
      status,
      error,
      row.id,
    ]);
    // Whether the first email went out is not known: its follow-ups wait for the rep's word.
    if (status === 'outcome_unknown' && row.step === 0) await holdFollowUps(em, [row.sequenceId]);
    // A first email that could not be sent takes its follow-ups with it: a 'Re:' to nothing is never sent.
    if (status === 'failed' && row.step === 0) {
      await sql(
        em,
        `update outreach_emails set status = 'failed', error = ? where sequence_id = ? and step > 0 and status = 'scheduled'`,
        ['The first email could not be sent, so its follow-ups were not sent either.', row.sequenceId],
      );
    }
  }

  private async release(
    em: EntityManager,
    row: EmailRow,
    afterMs: number,
    attempted: boolean,
    error: string | null = null,
  ) {
    await sql(
      em,
      `update outreach_emails set status = 'scheduled', claimed_by = null, claimed_at = null, attempted_at = null,
         due_at = ?, attempts = attempts + ?, error = ?
       where id = ? and status = 'sending'`,
      [new Date(this.clock.now().getTime() + afterMs), attempted ? 1 : 0, error, row.id],
    );
  }
}
