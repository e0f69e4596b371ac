/* Outreach: the rep's mailbox, emails sent from a saved lead and their follow-ups, the suppression list, unsubscribe. */
import { z } from 'zod';
import { Id } from './my-leads.ids.js';
import { LeadSchema, LeadStatusSchema, PitchEmailSchema } from './leads.js';
import {
  IMAP_SECURITY,
  MAILBOX_SECURITY,
  OUTREACH_BODY_MAX,
  OUTREACH_DAILY_CAP_MAX,
  OUTREACH_EMAIL_STATUSES,
  OUTREACH_FOLLOW_UP_DAYS_MAX,
  OUTREACH_FOLLOW_UPS_MAX,
  OUTREACH_POSTAL_ADDRESS_MAX,
  OUTREACH_STOP_REASONS,
  OUTREACH_SUBJECT_MAX,
  SUPPRESSION_REASONS,
} from './outreach.constants.js';

export * from './outreach.constants.js';

/** One address, trimmed and lower-cased for comparison; refused with the field's name when it is not one. */
export const EmailAddressSchema = (field: string) =>
  z
    .string({ error: `${field} must be an email address` })
    .trim()
    .max(254, `${field} is too long`)
    .pipe(z.email(`${field} must be an email address, like ana@example.com`));

const Hour = (field: string) =>
  z
    .number({ error: `${field} must be an hour from 0 to 24` })
    .int(`${field} must be a whole hour`)
    .min(0, `${field} must be an hour from 0 to 24`)
    .max(24, `${field} must be an hour from 0 to 24`);

/** Where the product reads the rep's answers (IMAP): checked by signing in before it is saved, never changed by us. */
export const ImapSettingsSchema = z
  .object({
    host: z.string().trim().min(1, 'IMAP host is required').max(253, 'IMAP host is too long'),
    port: z
      .number({ error: 'IMAP port must be a number' })
      .int('IMAP port must be a whole number')
      .min(1, 'IMAP port must be from 1 to 65535')
      .max(65535, 'IMAP port must be from 1 to 65535'),
    security: z.enum(IMAP_SECURITY, { error: `IMAP security must be one of: ${IMAP_SECURITY.join(', ')}` }),
    user: z.string().trim().min(1, 'IMAP user is required').max(254, 'IMAP user is too long'),
    /** Left out on an update to keep the password already saved. Never returned by any route. */
    password: z.string().max(500, 'IMAP password is too long').optional(),
  })
  .strict();
export type ImapSettings = z.input<typeof ImapSettingsSchema>;

/** The rep's mailbox as the Outreach tab saves it (PUT /api/outreach/mailbox): checked by a test send first. */
export const MailboxSettingsRequestSchema = z
  .object({
    host: z.string().trim().min(1, 'SMTP host is required').max(253, 'SMTP host is too long'),
    port: z
      .number({ error: 'SMTP port must be a number' })
      .int('SMTP port must be a whole number')
      .min(1, 'SMTP port must be from 1 to 65535')
      .max(65535, 'SMTP port must be from 1 to 65535'),
    security: z.enum(MAILBOX_SECURITY, { error: `Security must be one of: ${MAILBOX_SECURITY.join(', ')}` }),
    user: z.string().trim().max(254, 'SMTP user is too long').default(''),
    /** Left out on an update to keep the password already saved. Never returned by any route. */
    password: z.string().max(500, 'SMTP password is too long').optional(),
    from_name: z.string().trim().min(1, 'From name is required').max(100, 'From name is too long'),
    from_address: EmailAddressSchema('From address'),
    /** The law (CAN-SPAM) asks every commercial email to carry the sender's valid physical postal address. */
    postal_address: z
      .string()
      .trim()
      .min(10, 'Postal address is required: every email carries it, as the law asks')
      .max(OUTREACH_POSTAL_ADDRESS_MAX, 'Postal address is too long'),
    daily_cap: z
      .number({ error: 'Daily cap must be a number' })
      .int('Daily cap must be a whole number')
      .min(1, 'Daily cap must be at least 1')
      .max(OUTREACH_DAILY_CAP_MAX, `Daily cap can be at most ${OUTREACH_DAILY_CAP_MAX}`)
      .optional(),
    window_start_hour: Hour('Sending window start').optional(),
    window_end_hour: Hour('Sending window end').optional(),
    /** Where answers are read: left out keeps what is saved, null stops reading the mailbox. */
    imap: ImapSettingsSchema.nullable().optional(),
  })
  .strict()
  .refine((m) => (m.window_start_hour ?? 8) < (m.window_end_hour ?? 18), {
    message: 'The sending window must start before it ends',
    path: ['window_end_hour'],
  });
export type MailboxSettingsRequest = z.input<typeof MailboxSettingsRequestSchema>;

export const MailboxSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAILBOX_SECURITY),
  user: z.string(),
  /** Whether a password is saved (it is never sent back). */
  has_password: z.boolean(),
  from_name: z.string(),
  from_address: z.string(),
  postal_address: z.string(),
  daily_cap: z.number().int(),
  window_start_hour: z.number().int(),
  window_end_hour: z.number().int(),
  /** 'demo': the simulator's mailbox, set for the rep on the default install; 'own': the rep's. */
  source: z.enum(['own', 'demo']),
  /** When the last test send passed. */
  verified_at: z.string().nullable(),
  /** Sent today (the rep's day, UTC) against the cap. */
  sent_today: z.number().int().nonnegative(),
  /** Where answers are read (never the password); null: answers are not read. */
  imap: z
    .object({
      host: z.string(),
      port: z.number().int(),
      security: z.enum(IMAP_SECURITY),
      user: z.string(),
      has_password: z.boolean(),
      /** When the mailbox was last read, and what went wrong the last time it could not be. */
      last_checked_at: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Set when new first emails stopped (too many bounces): why, and since when, until the rep resumes. */
  sending_paused: z.object({ reason: z.string(), since: z.string() }).nullable().optional(),
});
export type Mailbox = z.infer<typeof MailboxSchema>;
/** GET /api/outreach/mailbox: null until the rep saves one (and no demo mailbox is set). */
export const MailboxResponseSchema = z.object({ mailbox: MailboxSchema.nullable() });
export type MailboxResponse = z.infer<typeof MailboxResponseSchema>;

/** An address the draft offers: whose it is (a person's name and role, or an inbox's role). */
export const OutreachRecipientSchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  role: z.string().nullable(),
  /** Why this address is a poor first choice ('takes job applications'); absent when it is not. */
  warning: z.string().nullable().optional(),
});

/** The first draft of an email to a saved lead, made from its latest pitch and the sender's signature. */
export const OutreachDraftSchema = z.object({
  lead_id: z.uuid(),
  restaurant_name: z.string(),
  /** The lead's contacts with an email address, best first; the draft offers them. */
  recipients: z.array(
    OutreachRecipientSchema.extend({
      suppressed: z.boolean(),
      /** A person's own address: the greeting line an email to them opens with ('Hi Dana,'), which choosing them puts in the draft. */
      greeting: z.string().optional(),
    }),
  ),
  subject: z.string(),
  body: z.string(),
  /** The IANA time zone 'Send in their business hours' uses (the lead's, else the rep's). */
  time_zone: z.string(),
  /** Null when no pitch is kept on the lead yet: the body is then a plain opener to edit, unless `pitch_written`. */
  pitch_id: z.uuid().nullable(),
  /**
   * No pitch was kept on the lead, or only one written before What I sell named a product, so one was
   * written for this draft from the lead's site and listing (and kept with the lead, as 'Generate
   * Pitch' keeps it): the body is that pitch's email.
   */
  pitch_written: z.boolean().optional(),
  /** No pitch was kept, and none was written: the rep's plan has no pitches left this month. */
  pitch_limit_reached: z.boolean().optional(),
  /** Said when What I sell names another sender than the mailbox sends as: the draft is signed as the mailbox. */
  sender_note: z.string().nullable().optional(),
  /** With a sender note: the name the mailbox sends as, which 'Use it in What I sell' puts in the offer. */
  sign_as: z.string().nullable().optional(),
  /** A reply to this answer in the Inbox ('Write back'): sent now, in the answer's thread, without follow-ups. */
  answer_id: z.uuid().optional(),
  /** With `answer_id`: what the rep should know of the reply ('Their reply points you to Maria Lopez: …'). */
  reply_note: z.string().nullable().optional(),
  /**
   * With `answer_id`: whom the reply copies. A reply that writes to the colleague they pointed to
   * copies the one who did, so they see the rep followed up and the colleague sees who sent the rep.
   */
  cc: z.object({ address: z.string(), name: z.string().nullable() }).nullable().optional(),
});
export type OutreachDraft = z.infer<typeof OutreachDraftSchema>;

/** GET /api/outreach/leads/{lead_id}/draft?answer_id=: a reply to that answer instead of a first email. */
export const OutreachDraftQuerySchema = z.object({ answer_id: Id('Answer id').optional() }).strict();
export const OutreachDraftResponseSchema = z.object({ draft: OutreachDraftSchema });

export const OutreachLeadParamsSchema = z.object({ lead_id: Id('Lead id') }).strict();

const FollowUpDays = z
  .array(
    z
      .number({ error: 'Follow-up days must be numbers' })
      .int('Follow-up days must be whole business days')
      .min(1, 'A follow-up comes at least 1 business day later')
      .max(OUTREACH_FOLLOW_UP_DAYS_MAX, `A follow-up comes at most ${OUTREACH_FOLLOW_UP_DAYS_MAX} business days later`),
  )
  .max(OUTREACH_FOLLOW_UPS_MAX, `At most ${OUTREACH_FOLLOW_UPS_MAX} follow-ups`)
  .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!), 'Each follow-up must come after the one before');

/** POST /api/outreach/emails: send (now or in the lead's business hours) from a saved lead, with optional follow-ups. */
export const OutreachSendRequestSchema = z
  .object({
    lead_id: Id('Lead id'),
    to: EmailAddressSchema('To'),
    to_name: z.string().trim().max(200, 'Recipient name is too long').optional(),
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required')
      .max(OUTREACH_SUBJECT_MAX, `Subject can be at most ${OUTREACH_SUBJECT_MAX} characters`),
    body: z
      .string({ error: 'Body is required' })
      .trim()
      .min(1, 'Body is required')
      .max(OUTREACH_BODY_MAX, `Body can be at most ${OUTREACH_BODY_MAX.toLocaleString('en-US')} characters`),
    when: z.enum(['now', 'business_hours'], { error: "When must be 'now' or 'business_hours'" }).default('now'),
    /** Follow-ups sent in the same thread this many business days after the first (empty: none). */
    follow_up_days: FollowUpDays.default([]),
    /** A send the rep schedules for a chosen time (ISO 8601, in the future); otherwise `when` decides. */
    send_at: z.iso
      .datetime({ offset: true, error: 'Send time must be a date and time, like 2026-12-01T09:00:00Z' })
      .optional(),
    /**
     * A reply to this answer in the rep's Inbox: sent now in its thread (In-Reply-To its Message-ID),
     * to a lead that answered too (Connected, Meeting booked), and never with follow-ups.
     */
    answer_id: Id('Answer id').optional(),
    /** Copied on a reply (with `answer_id`): the one who pointed the rep to its recipient. */
    cc: EmailAddressSchema('Cc').optional(),
    cc_name: z.string().trim().max(200, 'Cc name is too long').optional(),
  })
  .strict();
export type OutreachSendRequest = z.input<typeof OutreachSendRequestSchema>;

export const OutreachEmailSchema = z.object({
  id: z.uuid(),
  lead_id: z.uuid(),
  restaurant_name: z.string(),
  /** The first email and its follow-ups share a sequence; step 0 is the first. */
  sequence_id: z.uuid(),
  step: z.number().int().min(0).max(OUTREACH_FOLLOW_UPS_MAX),
  to: z.string(),
  to_name: z.string().nullable(),
  /** Whom it copies (a reply to a colleague copies the one who pointed the rep to them). */
  cc: z.string().nullable().optional(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(OUTREACH_EMAIL_STATUSES),
  stop_reason: z.enum(OUTREACH_STOP_REASONS).nullable(),
  /** What the mail server said when a send failed, in the product's words. */
  error: z.string().nullable(),
  due_at: z.string(),
  sent_at: z.string().nullable(),
  message_id: z.string().nullable(),
  created_at: z.string(),
  /** An out-of-office paused it: the day it goes out again (YYYY-MM-DD, the lead's day). */
  paused_until: z.string().nullable().optional(),
  /**
   * The mail server was cut off mid-send and the rep's Sent folder settled it: 'found' there (so it
   * went out), or 'missing' from a folder that files what the server takes (so it was sent again).
   */
  sent_folder: z.enum(['found', 'missing']).nullable().optional(),
});
export type OutreachEmail = z.infer<typeof OutreachEmailSchema>;

export const OutreachSendResponseSchema = z.object({
  /** The first email, then its scheduled follow-ups. */
  emails: z.array(OutreachEmailSchema),
  /** Where the lead's status went ('attempted' when it was 'new'). */
  lead_status: LeadStatusSchema.nullable(),
  /** A follow-up date suggested for the lead, three business days after the first email (YYYY-MM-DD). */
  suggested_follow_up: z.string().nullable(),
});
export type OutreachSendResponse = z.infer<typeof OutreachSendResponseSchema>;

/** GET /api/outreach/emails: the outbox, newest first; filtered by status or lead. */
export const OutreachEmailsQuerySchema = z
  .object({
    status: z
      .enum(OUTREACH_EMAIL_STATUSES, { error: `Status must be one of: ${OUTREACH_EMAIL_STATUSES.join(', ')}` })
      .optional(),
    lead_id: Id('Lead id').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .strict();
export const OutreachEmailsResponseSchema = z.object({ emails: z.array(OutreachEmailSchema), total: z.number().int() });
export type OutreachEmailsResponse = z.infer<typeof OutreachEmailsResponseSchema>;

export const OutreachEmailParamsSchema = z.object({ id: Id('Email id') }).strict();
/** Cancelling a scheduled email stops its sequence's later steps too. */
export const OutreachCancelResponseSchema = z.object({ emails: z.array(OutreachEmailSchema) });

export const SuppressionSchema = z.object({
  id: z.uuid(),
  address: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  created_at: z.string(),
});
export type Suppression = z.infer<typeof SuppressionSchema>;
export const SuppressionsResponseSchema = z.object({ suppressions: z.array(SuppressionSchema) });
export const SuppressionAddRequestSchema = z.object({ address: EmailAddressSchema('Address') }).strict();
export const SuppressionParamsSchema = z.object({ id: Id('Suppression id') }).strict();

/**
 * The public unsubscribe link's token (no sign-in). Anything is taken: a malformed or unknown token
 * gets the same neutral answer as a good one would, so the page never says whether an address exists.
 */
export const UnsubscribeParamsSchema = z.object({ token: z.string().max(2000) }).strict();
/** The one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the page sends nothing. */
export const UnsubscribeRequestSchema = z.object({ 'List-Unsubscribe': z.string().max(100).optional() });
export const UnsubscribeResponseSchema = z.object({
  message: z.string(),
  /** Who sent the email (the rep's company or name), for a known token only. */
  sender: z.string().nullable().optional(),
});

/** What outreach asks leads for (leads.outreach-lead-facts): the rep's saved lead by its id. */
export const OutreachLeadFactsRequestSchema = z.object({
  user_id: z.string().min(1),
  lead_id: z.uuid(),
  /** The rep's team: a teammate's lead is refused naming its owner, not 'not found'. */
  team_id: z.string().min(1).optional(),
});
export type OutreachLeadFactsRequest = z.infer<typeof OutreachLeadFactsRequestSchema>;

/** Asked by outreach of leads: a saved lead as its draft needs it (scoped to the rep). */
export const OutreachLeadFactsSchema = z.object({
  lead_id: z.uuid(),
  restaurant_name: z.string(),
  status: LeadStatusSchema,
  time_zone: z.string().nullable(),
  /** The latest kept pitch, if any: the draft's body is made from it. */
  pitch: z
    .object({
      id: z.uuid(),
      email_opener: z.string(),
      value_proposition: z.string(),
      offer_product: z.string().nullable(),
      /** The cold email the pitch wrote (absent from pitches kept before it, and from an older leads service). */
      email: PitchEmailSchema.nullable().optional(),
    })
    .nullable(),
  /** The people the contacts name with a role, whether or not an address is kept with them: whom the draft greets. */
  people: z.array(z.object({ name: z.string(), role: z.string() })).optional(),
  /** Best first: a person's own address, then the restaurant's inboxes with their role, the job and press ones last. */
  recipients: z.array(OutreachRecipientSchema),
  /**
   * The restaurant's own domain, from its website ('rosas.example' for https://www.rosas.example/):
   * an answer from anyone there belongs to this lead. Absent from a leads service deployed before it.
   */
  website_domain: z.string().max(253).nullable().optional(),
  /**
   * The saved lead's listing, given unless the kept pitch names a product: outreach has a pitch
   * written from it for the draft when none is kept, or when the kept one was written before What I
   * sell named what the rep sells. Absent from a leads service deployed before it.
   */
  lead: LeadSchema.nullable().optional(),
});
export type OutreachLeadFacts = z.infer<typeof OutreachLeadFactsSchema>;

/** Told to leads by outreach when an email went out: kept in the lead's activity with its text; New moves to Attempted. */
export const OutreachEmailSentSchema = z.object({
  user_id: z.string().min(1),
  lead_id: z.uuid(),
  email_id: z.uuid(),
  to: z.string(),
  /** The name the rep's email greeted at `to` ('Maria Lopez'), kept with the address on the lead. */
  to_name: z.string().nullable().default(null),
  /** A reply that takes up the time their answer proposed: their words ('Thursday around 3') and when they wrote them. */
  call: z.object({ when: z.string(), said_at: z.string() }).nullable().default(null),
  subject: z.string(),
  body: z.string(),
  step: z.number().int().min(0),
  sent_at: z.string(),
});
export type OutreachEmailSent = z.input<typeof OutreachEmailSentSchema>;
export const OutreachEmailSentReplySchema = z.object({
  lead_status: LeadStatusSchema.nullable(),
  suggested_follow_up: z.string().nullable(),
});
export type OutreachEmailSentReply = z.infer<typeof OutreachEmailSentReplySchema>;

/** Published by leads when a rep sets a saved lead's status, or removes the lead: outreach stops its sequences. */
export const LeadStatusChangedEventSchema = z.object({
  user_id: z.string().min(1),
  lead_id: z.uuid(),
  /** Null: the lead was removed. */
  status: LeadStatusSchema.nullable(),
  at: z.string(),
});
export type LeadStatusChangedEvent = z.infer<typeof LeadStatusChangedEventSchema>;

export * from './outreach.inbox.js';
