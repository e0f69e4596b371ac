import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { InboxQuerySchema, type InboxKind, type InboxMessage, type InboxResponse } from '@leadgen/contracts';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../core/clock.js';
import { rpcError } from '@leadgen/service-kit';
import { EmailRow, InboxRow } from '../db/entities.js';
import { sql } from '../db/sql.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { applyKind, undoKind } from './answer.actions.js';
import { AnswersTeller } from './answers.teller.js';
import { inboxView } from './inbox.view.js';
import { answerOf } from './answer.mine.js';
import { booksMeeting, calendarOf } from './answer.calendar.js';
import { CANCELLED_MEETING_MESSAGE, meetingFile, NO_MEETING_MESSAGE, type MeetingFile } from './inbox.meeting.js';
import { cancelledEvents, cancelledSince } from './answer.meeting.js';
import { answererOf } from './answer.person.js';

type InboxQuery = z.output<typeof InboxQuerySchema>;

/** The rep's Inbox: answers matched to their leads, newest first, read and unread, and their kind set by hand. */
@Injectable()
export class InboxService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly teller: AnswersTeller,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string, q: InboxQuery): Promise<InboxResponse> {
    const em = this.orm.em.fork();
    const where = {
      userId,
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.lead_id ? { leadId: q.lead_id } : {}),
      ...(q.unread ? { read: q.unread === 'false' } : {}),
    };
    const [rows, total] = await em.findAndCount(InboxRow, where, { orderBy: { receivedAt: 'desc' }, limit: q.limit });
    const cancelled = await cancelledEvents(
      em,
      userId,
      rows.map((r) => r.leadId),
    );
    const messages = rows.map((row) => inboxView(row, cancelled));
    return { messages, unread: await this.unread(em, userId), total };
  }

  async markRead(userId: string, id: string, read: boolean): Promise<{ message: InboxMessage; unread: number }> {
    const em = this.orm.em.fork();
    const row = await this.mine(em, userId, id);
    row.read = read;
    await em.flush();
    return { message: await this.view(em, row), unread: await this.unread(em, userId) };
  }

  /** The meeting an accepted invite booked, as a calendar file; refused for any other answer. */
  async meeting(userId: string, id: string): Promise<MeetingFile & { success: true }> {
    const em = this.orm.em.fork();
    const row = await this.mine(em, userId, id);
    const calendar = calendarOf(row.calendar);
    if (row.kind !== 'reply' || !booksMeeting(calendar) || !calendar?.start)
      throw rpcError('CONFLICT', NO_MEETING_MESSAGE);
    if (cancelledSince(calendar, await cancelledEvents(em, userId, [row.leadId])))
      throw rpcError('CONFLICT', CANCELLED_MEETING_MESSAGE);
    const reply = row.emailId ? await em.findOne(EmailRow, { id: row.emailId }, { fields: ['messageId'] }) : null;
    const file = meetingFile(
      {
        calendar: { ...calendar, start: calendar.start },
        restaurant: row.restaurantName,
        person: answererOf(row),
        // A booking is under its own event's UID; an accepted invite under ours, the reply's Message-ID.
        uid: calendar.uid ?? reply?.messageId.replace(/^<|>$/g, '') ?? null,
        answerId: row.id,
      },
      this.clock.now(),
    );
    return { success: true, ...file };
  }

  /**
   * The rep says what an answer is: what its old kind did is taken back (follow-ups it stopped or
   * paused go on, an address it suppressed comes off), the new kind's action follows, and leads hears
   * (a Connected the reply set goes back when the new kind is no reply).
   */
  async setKind(userId: string, id: string, kind: InboxKind): Promise<{ message: InboxMessage; unread: number }> {
    const em = this.orm.em.fork();
    const before = await this.mine(em, userId, id);
    const was = before.kind as InboxKind;
    if (was !== kind) {
      await em.transactional(async (tx) => {
        const row = await this.mine(tx, userId, id);
        const access = await this.mailboxes.access(tx, userId);
        const ctx = {
          inboxId: row.id,
          userId,
          leadId: row.leadId,
          ...(await this.sequenceOf(tx, row.emailId, userId)),
          emailId: row.emailId ?? row.id,
          address: row.address,
          receivedAt: row.receivedAt,
          returnDate: row.returnDate ?? null,
          window: { startHour: access?.windowStartHour ?? 8, endHour: access?.windowEndHour ?? 18 },
          now: this.clock.now(),
        };
        await undoKind(tx, ctx);
        await sql(tx, `update outreach_inbox set kind = ?, overridden = true, rule = ? where id = ?`, [
          kind,
          'Set by you',
          id,
        ]);
        const action = await applyKind(tx, kind, ctx);
        await sql(tx, 'update outreach_inbox set action = ? where id = ?', [action.slice(0, 300), id]);
      });
      const [told] = await sql<Parameters<AnswersTeller['tellCorrection']>[0]>(
        em,
        'select * from outreach_inbox where id = ?',
        [id],
      );
      await this.teller.tellCorrection(told!, was);
      await this.teller.tellSuppressions(userId);
    }
    const after = await this.orm.em.fork().findOneOrFail(InboxRow, { id });
    return { message: await this.view(em, after), unread: await this.unread(em, userId) };
  }

  /** One answer as the Inbox shows it, with whether the meeting it booked was cancelled since. */
  private async view(em: EntityManager, row: InboxRow): Promise<InboxMessage> {
    return inboxView(row, await cancelledEvents(em, row.userId, [row.leadId]));
  }

  private mine(em: EntityManager, userId: string, id: string): Promise<InboxRow> {
    return answerOf(em, userId, id);
  }

  /** The answered email's sequence and the team it was sent for (the rep's own when it is gone). */
  private async sequenceOf(
    em: EntityManager,
    emailId: string | null | undefined,
    userId: string,
  ): Promise<{ sequenceId: string; teamId: string }> {
    const [row] = emailId
      ? await sql<{ sequence_id: string; team_id: string }>(
          em,
          'select sequence_id, team_id from outreach_emails where id = ?',
          [emailId],
        )
      : [];
    return { sequenceId: row?.sequence_id ?? '00000000-0000-0000-0000-000000000000', teamId: row?.team_id ?? userId };
  }

  private async unread(em: EntityManager, userId: string): Promise<number> {
    return em.count(InboxRow, { userId, read: false });
  }
}
