/* Outreach hears the answer: the Inbox of answers read from the rep's mailbox, and what outreach tells leads of them. */
import { z } from 'zod';
import { Id } from './my-leads.ids.js';
import { LeadStatusSchema } from './leads.js';
import { INBOX_KINDS, SUPPRESSION_REASONS } from './outreach.constants.js';

/** One answer in the rep's mailbox, matched to a lead: what it is, the rule that said so, and what was done. */
export const InboxMessageSchema = z.object({
  id: z.uuid(),
  lead_id: z.uuid(),
  /** The email it answers (by its thread or its address), when known. */
  email_id: z.uuid().nullable(),
  restaurant_name: z.string(),
  kind: z.enum(INBOX_KINDS),
  /** The rule that decided the kind, in words ('Auto-Submitted: auto-replied header'). */
  rule: z.string(),
  /** Whether the rep set the kind by hand. */
  overridden: z.boolean(),
  from: z.string(),
  from_name: z.string().nullable(),
  subject: z.string(),
  /** The answer's own text, the quoted history taken out. */
  text: z.string(),
  received_at: z.string(),
  read: z.boolean(),
  /** An out-of-office's return date as the message states it (YYYY-MM-DD). */
  return_date: z.string().nullable(),
  /** What the product did about it, in words ('Follow-ups stopped', 'Paused until Dec 8'). */
  action: z.string(),
  /**
   * What a person's reply asks of the rep, which 'Write back' answers: a time ('Asks for a call
   * Thursday around 3 at (206) 555-0146'), information, or a colleague to write to (`name` and
   * `address`: 'Write to Maria'), or a yes to the time set ('Great, talk to you then.'), or their
   * calendar's answer to the rep's invite ('Accepted your invite for Thursday, December 10 at 3:00 PM
   * CST'), or a meeting they booked through the rep's calendar link or their own calendar
   * (`meeting_booked`: 'Booked a meeting with you for Thursday, December 10 at 11:00 AM CST'; 'Ana
   * Lopez booked a meeting with you for …' from a booking page's mail), or such a meeting called off
   * (`meeting_cancelled`: 'Cancelled the meeting for Thursday, December 10 at 11:00 AM CST'). Null
   * for any other answer.
   */
  asks: z
    .object({
      kind: z.enum([
        'time',
        'info',
        'referral',
        'confirmed',
        'invite_accepted',
        'invite_declined',
        'invite_maybe',
        'meeting_booked',
        'meeting_cancelled',
      ]),
      words: z.string(),
      name: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /**
   * The meeting this answer booked (a booking, or their accepted invite) was called off since (they
   * cancelled it, or declined the invite after all): the Inbox offers no 'Add to my calendar' for it.
   */
  meeting_cancelled: z.boolean().default(false),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** GET /api/outreach/inbox: the answers, newest first, and how many are unread. */
export const InboxQuerySchema = z
  .object({
    kind: z.enum(INBOX_KINDS, { error: `Kind must be one of: ${INBOX_KINDS.join(', ')}` }).optional(),
    lead_id: Id('Lead id').optional(),
    unread: z.enum(['true', 'false'], { error: "Unread must be 'true' or 'false'" }).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .strict();
export const InboxResponseSchema = z.object({
  messages: z.array(InboxMessageSchema),
  unread: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;
export const InboxParamsSchema = z.object({ id: Id('Message id') }).strict();
/** POST /api/outreach/inbox/{id}/read: read (the default) or unread again. */
export const InboxReadRequestSchema = z
  .object({ read: z.boolean({ error: 'Read must be true or false' }).default(true) })
  .strict();
/** POST /api/outreach/inbox/{id}/kind: the rep says what the answer is; its action follows the new kind. */
export const InboxKindRequestSchema = z
  .object({ kind: z.enum(INBOX_KINDS, { error: `Kind must be one of: ${INBOX_KINDS.join(', ')}` }) })
  .strict();
export const InboxMessageResponseSchema = z.object({
  message: InboxMessageSchema,
  unread: z.number().int().nonnegative(),
});

/**
 * Told to leads by outreach when an answer to a lead arrives (leads.outreach-answer-received): kept in
 * the lead's timeline with its text; a reply moves New or Attempted to Connected, and an accepted
 * invite moves New, Attempted or Connected to Meeting booked. Told again when the
 * rep overrides the kind, with `overrides` naming the kind it had: a status the first telling moved is
 * put back when the new kind does not move it.
 */
export const OutreachAnswerReceivedSchema = z.object({
  user_id: z.string().min(1),
  lead_id: z.uuid(),
  inbox_id: z.uuid(),
  kind: z.enum(INBOX_KINDS),
  overrides: z.enum(INBOX_KINDS).nullable().default(null),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  received_at: z.string(),
  return_date: z.string().nullable(),
  /** Their calendar accepted the rep's invite: the meeting is booked, and the lead moves on to Meeting booked. */
  invite_accepted: z.boolean().default(false),
  /**
   * The meeting is off: they cancelled a meeting they booked (the booking page's or their calendar's
   * cancellation), or declined the invite they had accepted. A lead at Meeting booked goes back to
   * Connected.
   */
  meeting_off: z.boolean().default(false),
});
export type OutreachAnswerReceived = z.input<typeof OutreachAnswerReceivedSchema>;
export const OutreachAnswerReceivedReplySchema = z.object({
  lead_status: LeadStatusSchema.nullable(),
  previous_status: LeadStatusSchema.nullable(),
});
export type OutreachAnswerReceivedReply = z.infer<typeof OutreachAnswerReceivedReplySchema>;

/**
 * Told to leads by outreach when an address goes on the rep's suppression list or comes off it
 * (leads.outreach-address-suppressed): the lead's contact with that address shows it, and no export
 * hands it over as mailable. `lead_id`: the lead whose email brought it, when known (its timeline).
 */
export const OutreachAddressSuppressedSchema = z.object({
  user_id: z.string().min(1),
  address: z.string().min(3).max(254),
  /** Null: the rep took it off the list. */
  reason: z.enum(SUPPRESSION_REASONS).nullable(),
  lead_id: z.uuid().nullable(),
  at: z.string(),
});
export type OutreachAddressSuppressed = z.infer<typeof OutreachAddressSuppressedSchema>;
export const OutreachAddressSuppressedReplySchema = z.object({ contacts: z.number().int().nonnegative() });
