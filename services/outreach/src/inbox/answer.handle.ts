import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../core/clock.js';
import { sql } from '../db/sql.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { applyKind } from './answer.actions.js';
import { newToThread, threadAddresses } from './answer.copied.js';
import { advanceCursor, keepAnswer } from './answer.keep.js';
import { matchAnswer, scopeOf, type MatchedEmail } from './answer.match.js';
import { keptCalendar, meetingAction } from './answer.meeting.js';
import { theirOwnEvent, type CalendarParty } from './classify/calendar-answer.js';
import { classify } from './classify/classify.js';
import { readMail } from './classify/read-mail.js';
import type { IncomingMail } from './classify/read-mail.types.js';
import type { ImapAccess } from './imap.access.js';
import { AnswersTeller } from './answers.teller.js';

/** One message as the mailbox gave it. */
export interface MailboxMessage {
  uidValidity: string;
  uid: number;
  raw: Buffer;
  receivedAt: Date;
}

export type HandleResult = 'kept' | 'kept_before' | 'not_ours' | 'own';

/**
 * Handles one message of a watched mailbox, once: reads it, matches it to an email we sent, says
 * what it is, and keeps it with its action and the mailbox's new place in one transaction, so a
 * restart part way neither loses nor repeats it. A message that matches nothing is left alone
 * (only the place moves on). The mailbox itself is never changed.
 */
@Injectable()
export class AnswerHandler {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly teller: AnswersTeller,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async handle(mailbox: ImapAccess, message: MailboxMessage): Promise<HandleResult> {
    const mail = await readMail(message.raw);
    const em = this.orm.em.fork();
    const result = await em.transactional(async (tx) => {
      const outcome = await this.keep(tx, mailbox, message, mail);
      await advanceCursor(tx, mailbox.key, message.uidValidity, message.uid);
      return outcome;
    });
    if (typeof result === 'object') {
      await this.teller.tellAnswer(result.id);
      await this.teller.tellSuppressions(result.userId);
      return 'kept';
    }
    return result;
  }

  private async keep(
    tx: ReturnType<MikroORM['em']['fork']>,
    mailbox: ImapAccess,
    message: MailboxMessage,
    mail: IncomingMail,
  ): Promise<HandleResult | { id: string; userId: string }> {
    // The address the mailbox sends from, read once: its own mail is no answer, and no one it brings in.
    const own = await this.ownAddress(tx, mailbox);
    if (await this.isOurOwn(tx, own, mail)) return 'own';
    const verdict = classify(mail, message.receivedAt);
    const bounce = verdict.kind === 'hard_bounce' || verdict.kind === 'soft_bounce';
    const address = (bounce ? (verdict.bounce?.address ?? mail.report?.originalTo) : mail.from?.address) ?? null;
    // A calendar's answer comes outside the thread; the UID of our invite is the Message-ID of the reply that sent it.
    const inviteId = mail.calendar?.uid ? `<${mail.calendar.uid}>` : null;
    const threadIds = [mail.inReplyTo, ...mail.references, mail.report?.originalMessageId, inviteId].filter(
      (x): x is string => Boolean(x),
    );
    const found = await this.matchOf(tx, { threadIds, receivedAt: message.receivedAt }, address, mail, own, mailbox);
    if (!found) return 'not_ours';
    const { match, answeredBy } = found;
    const copied = mail.cc.length ? newToThread(mail.cc, await threadAddresses(tx, match, own)) : [];
    const now = this.clock.now();
    const calendar = await keptCalendar(tx, mail.calendar, match, answeredBy, now);
    const id = await keepAnswer(
      tx,
      match,
      {
        mailboxKey: mailbox.key,
        uidValidity: message.uidValidity,
        uid: message.uid,
        messageId: mail.messageId,
        kind: verdict.kind,
        rule: verdict.rule,
        fromAddress: mail.from?.address ?? '',
        fromName: mail.from?.name ?? null,
        cc: copied,
        calendar,
        address: (answeredBy?.address ?? match.toAddress).toLowerCase(),
        subject: mail.subject,
        text: (mail.replyText || mail.text).trim(),
        receivedAt: message.receivedAt,
        returnDate: verdict.returnDate,
      },
      now,
    );
    if (!id) return 'kept_before';
    const access = await this.mailboxes.access(tx, match.userId);
    const action = await applyKind(tx, verdict.kind, {
      inboxId: id,
      userId: match.userId,
      teamId: match.teamId,
      leadId: match.leadId,
      sequenceId: match.sequenceId,
      emailId: match.id,
      address: (answeredBy?.address ?? match.toAddress).toLowerCase(),
      receivedAt: message.receivedAt,
      returnDate: verdict.returnDate,
      window: { startHour: access?.windowStartHour ?? 8, endHour: access?.windowEndHour ?? 18 },
      now,
    });
    const said = meetingAction(action, calendar);
    await sql(tx, 'update outreach_inbox set action = ? where id = ?', [said.slice(0, 300), id]);
    this.logger.info(
      { user_id: match.userId, lead_id: match.leadId, kind: verdict.kind, by: match.by },
      'an answer was heard',
    );
    return { id, userId: match.userId };
  }

  /**
   * The email an answer belongs to, and the address that answered: the sender's (or a bounce's
   * failed address); for a meeting booked (or cancelled) through a booking page, whose mail comes from the page,
   * the first of its people who is not the mailbox itself.
   */
  private async matchOf(
    tx: ReturnType<MikroORM['em']['fork']>,
    answer: { threadIds: string[]; receivedAt: Date },
    address: string | null,
    mail: IncomingMail,
    own: string | null,
    mailbox: ImapAccess,
  ): Promise<{ match: MatchedEmail; answeredBy: CalendarParty | null } | null> {
    const scope = scopeOf(mailbox.userId);
    const match = await matchAnswer(tx, { ...answer, address }, scope);
    if (match) return { match, answeredBy: address ? { address, name: mail.from?.name || null } : null };
    const parties = theirOwnEvent(mail.calendar) ? mail.calendar.parties : [];
    const others = parties.filter((p) => p.address !== own?.toLowerCase() && p.address !== address?.toLowerCase());
    for (const party of others) {
      const byParty = await matchAnswer(
        tx,
        { threadIds: [], address: party.address, receivedAt: answer.receivedAt },
        scope,
      );
      if (byParty) return { match: byParty, answeredBy: party };
    }
    return null;
  }

  /** Our own mail in the mailbox (a copy of what we sent, the mailbox's test email) is no answer. */
  private async isOurOwn(
    tx: ReturnType<MikroORM['em']['fork']>,
    own: string | null,
    mail: IncomingMail,
  ): Promise<boolean> {
    if (mail.messageId) {
      const [sent] = await sql(tx, 'select 1 from outreach_emails where message_id = ? limit 1', [mail.messageId]);
      if (sent) return true;
    }
    return Boolean(own && mail.from?.address === own.toLowerCase());
  }

  /** The address this mailbox sends from: its rep's own, or the demo mailbox's. */
  private async ownAddress(tx: ReturnType<MikroORM['em']['fork']>, mailbox: ImapAccess): Promise<string | null> {
    const own = mailbox.userId
      ? (await this.mailboxes.own(tx, mailbox.userId))?.fromAddress
      : this.mailboxes.demo()?.fromAddress;
    return own ?? null;
  }
}
