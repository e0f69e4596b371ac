import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import {
  EMAIL_ANSWER_ACTIVITY,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  OUTREACH_BODY_MAX,
  type InboxKind,
  type LeadStatus,
  type OutreachAnswerReceivedReply,
  type OutreachAnswerReceivedSchema,
} from '@leadgen/contracts';
import type { z } from 'zod';
import { Clock } from '../core/clock.js';
import { changeStatus } from '../my-leads/change-pipeline.js';
import { LeadActivityRow, type SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadStatusChangedPublisher } from './lead-status-changed.publisher.js';

/** An answer as outreach tells it, checked (`overrides` is null when the rep did not correct it). */
export type AnswerTold = z.output<typeof OutreachAnswerReceivedSchema>;

/** An answer's text is kept as long as an email a rep may write; the mailbox keeps the rest. */
export const ANSWER_TEXT_MAX = OUTREACH_BODY_MAX;

/** What each answer is, in the timeline's words: the Inbox's, but a reply is said as what the owner did. */
const ANSWER_WORDS: Record<InboxKind, string> = { ...INBOX_KIND_LABELS, reply: 'Replied' };

/** A bounce comes from the mail server, not from someone at the restaurant: its sender says nothing to a rep. */
const FROM_THE_SERVER: readonly InboxKind[] = ['hard_bounce', 'soft_bounce'];

/** How a reply moves the lead: it connects; their calendar booked the meeting; or they called it off. */
type Move = 'connected' | 'meeting_booked' | 'meeting_off';

/**
 * Where each move goes, and the statuses it moves on: a reply to Connected (the rep had not reached
 * anyone yet), an accepted invite or a booking to Meeting booked (from anywhere before it), a
 * meeting they called off (cancelled, or declined after all) back to Connected (from Meeting booked,
 * or before it).
 */
const MOVES: Record<Move, { to: LeadStatus; from: readonly LeadStatus[] }> = {
  connected: { to: 'connected', from: ['new', 'attempted'] },
  meeting_booked: { to: 'meeting_booked', from: ['new', 'attempted', 'connected'] },
  meeting_off: { to: 'connected', from: ['new', 'attempted', 'meeting_booked'] },
};

/** The move a reply makes. */
const moveOf = (answer: AnswerTold): Move =>
  answer.invite_accepted ? 'meeting_booked' : answer.meeting_off ? 'meeting_off' : 'connected';

/** An out-of-office's return day (YYYY-MM-DD) as a rep reads it: "Tue, Dec 8, 2026"; null when it is no day. */
export function returnDay(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return null;
  return at.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * The timeline's line for an answer: what it is, who sent it, and its own text in quotes, as
 * `Replied (rosa@casa.example): "Sounds good, call me Tuesday."`. A kind the rep set says so.
 */
export function answerDetail(a: Pick<AnswerTold, 'kind' | 'overrides' | 'from' | 'text' | 'return_date'>): string {
  const corrected = a.overrides !== null ? ', as you marked it' : '';
  const from = a.from.trim() && !FROM_THE_SERVER.includes(a.kind) ? ` (${a.from.trim()})` : '';
  const back = a.kind === 'out_of_office' ? returnDay(a.return_date) : null;
  const until = back ? ` until ${back}` : '';
  const text = a.text.trim();
  const quoted = text.length > ANSWER_TEXT_MAX ? `${text.slice(0, ANSWER_TEXT_MAX - 1)}…` : text;
  return `${ANSWER_WORDS[a.kind]}${corrected}${from}${until}${quoted ? `: "${quoted}"` : ''}`;
}

/** Whether a telling is the rep's correction of a kept answer: it names the kind it overrides, and the kind changed. */
function correctsEntry(entry: LeadActivityRow, answer: AnswerTold): boolean {
  const kept = INBOX_KINDS.find((k) => EMAIL_ANSWER_ACTIVITY[k] === entry.kind);
  return answer.overrides !== null && kept !== answer.kind;
}

/**
 * An answer read in the rep's mailbox, kept in the lead's timeline with its text, once per answer
 * however often outreach tells it (it retries until leads answers). A reply means the rep reached
 * someone: a New or Attempted lead moves to Connected, as if the rep had set it. When the rep corrects
 * the answer's kind in the inbox, outreach tells it again with the kind it had: the entry follows, and a
 * move to Connected the answer made is put back when it is no reply after all and nothing moved the lead since.
 */
@Injectable()
export class OutreachAnswerRecorder {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly marks: SavedMarksCache,
    private readonly statusChanged: LeadStatusChangedPublisher,
    private readonly clock: Clock,
  ) {}

  async record(answer: AnswerTold): Promise<OutreachAnswerReceivedReply> {
    const em = await this.db.em();
    const now = this.clock.now();
    const { status, previous } = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, answer.user_id, answer.lead_id, { lock: true });
      const before = lead.status;
      const entry = await tx.findOne(LeadActivityRow, { leadId: lead.id, inboxId: answer.inbox_id });
      // Told again as it was (a retry), or an earlier telling arriving after the rep's correction: kept as it is.
      if (entry && !correctsEntry(entry, answer)) return { status: before, previous: null };
      if (entry) correctAnswer(tx, lead, entry, answer, now);
      else keepAnswer(tx, lead, answer, now);
      await tx.flush();
      return { status: lead.status, previous: lead.status !== before ? before : null };
    });
    if (previous) {
      this.marks.forget(answer.user_id);
      this.statusChanged.tell(answer.user_id, answer.lead_id, status);
    }
    return { lead_status: status, previous_status: previous };
  }
}

/** A new answer in the lead's timeline, at the time it arrived; a reply connects the lead. */
function keepAnswer(tx: EntityManager, lead: SavedLeadRow, answer: AnswerTold, now: Date): void {
  const received = Number.isNaN(Date.parse(answer.received_at)) ? now : new Date(answer.received_at);
  const entry = tx.create(LeadActivityRow, {
    id: randomUUID(),
    leadId: lead.id,
    userId: lead.userId,
    kind: EMAIL_ANSWER_ACTIVITY[answer.kind],
    detail: answerDetail(answer),
    fromValue: null,
    toValue: null,
    at: received,
    inboxId: answer.inbox_id,
    movedAt: null,
  });
  if (answer.kind === 'reply') moveOn(tx, lead, entry, moveOf(answer), now);
  lead.updatedAt = now;
}

/** The rep's correction of an answer's kind: the entry says the new kind; the status follows it. */
function correctAnswer(
  tx: EntityManager,
  lead: SavedLeadRow,
  entry: LeadActivityRow,
  answer: AnswerTold,
  now: Date,
): void {
  entry.kind = EMAIL_ANSWER_ACTIVITY[answer.kind];
  entry.detail = answerDetail(answer);
  if (answer.kind === 'reply') {
    if (!entry.movedAt) moveOn(tx, lead, entry, moveOf(answer), now);
  } else if (entry.movedAt) putBack(tx, lead, entry, now);
  lead.updatedAt = now;
}

/**
 * A reply moves a New or Attempted lead to Connected; an accepted invite moves a New, Attempted or
 * Connected one to Meeting booked; a cancelled meeting moves it back to Connected. Written with the
 * status line a rep's own change writes; the entry keeps the move, so a correction of the answer's
 * kind can put it back.
 */
function moveOn(tx: EntityManager, lead: SavedLeadRow, entry: LeadActivityRow, move: Move, now: Date): void {
  const { to, from: movesFrom } = MOVES[move];
  if (!movesFrom.includes(lead.status)) return;
  const from = lead.status;
  changeStatus(tx, lead, { status: to }, now);
  lead.version += 1;
  entry.fromValue = from;
  entry.toValue = to;
  entry.movedAt = now;
}

/**
 * The undo of an answer's move to Connected: back to the status before it, but only while the lead
 * is still where that move left it (its status last changed then). A status the rep (or anything
 * else) set since stays. Either way the answer no longer stands for a move.
 */
function putBack(tx: EntityManager, lead: SavedLeadRow, entry: LeadActivityRow, now: Date): void {
  const stillThere =
    lead.status === entry.toValue && lead.statusChangedAt.getTime() === entry.movedAt?.getTime() && !!entry.fromValue;
  if (stillThere) {
    changeStatus(tx, lead, { status: entry.fromValue as LeadStatus }, now);
    lead.version += 1;
  }
  entry.fromValue = null;
  entry.toValue = null;
  entry.movedAt = null;
}
