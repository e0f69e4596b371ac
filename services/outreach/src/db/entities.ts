import { defineEntity, p } from '@mikro-orm/core';

/** A rep's own mailbox; the password is sealed (AES-256-GCM) and never leaves this service. */
export const MailboxRowSchema = defineEntity({
  name: 'MailboxRow',
  tableName: 'outreach_mailboxes',
  properties: {
    userId: p.string().length(100).primary(),
    host: p.string().length(253),
    port: p.integer(),
    security: p.string().length(10),
    smtpUser: p.string().length(254),
    passwordSealed: p.text().nullable(),
    fromName: p.string().length(100),
    fromAddress: p.string().length(254),
    postalAddress: p.string().length(300),
    dailyCap: p.integer(),
    windowStartHour: p.integer(),
    windowEndHour: p.integer(),
    verifiedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
    imapHost: p.string().length(253).nullable(),
    imapPort: p.integer().nullable(),
    imapSecurity: p.string().length(10).nullable(),
    imapUser: p.string().length(254).nullable(),
    imapPasswordSealed: p.text().nullable(),
  },
});
export class MailboxRow extends MailboxRowSchema.class {}
MailboxRowSchema.setClass(MailboxRow);

/** One email: a first email (step 0) or a follow-up in its thread; the queue the worker claims from. */
export const EmailRowSchema = defineEntity({
  name: 'EmailRow',
  tableName: 'outreach_emails',
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(100),
    /** The team it was sent for: its suppressions and replies are the whole team's. */
    teamId: p.string().length(100),
    leadId: p.uuid(),
    sequenceId: p.uuid(),
    step: p.integer(),
    restaurantName: p.string().length(300),
    /** The restaurant's own domain when its website names one: an answer from anyone there is this lead's. */
    leadDomain: p.string().length(253).nullable(),
    toAddress: p.string().length(254),
    toName: p.string().length(200).nullable(),
    subject: p.string().length(300),
    body: p.text(),
    status: p.string().length(20),
    stopReason: p.string().length(20).nullable(),
    error: p.text().nullable(),
    dueAt: p.datetime(),
    timeZone: p.string().length(64),
    /** Whether it goes out only in the rep's window (business-hours sends and every follow-up). */
    inWindow: p.boolean(),
    messageId: p.string().length(300),
    threadMessageId: p.string().length(300).nullable(),
    sentAt: p.datetime().nullable(),
    claimedBy: p.string().length(100).nullable(),
    claimedAt: p.datetime().nullable(),
    /** Set just before the SMTP transaction: a claim that dies after it is 'outcome unknown', before it is simply taken again. */
    attemptedAt: p.datetime().nullable(),
    attempts: p.integer(),
    /** What the rep's Sent folder said when the outcome was unknown: 'found' (sent) or 'missing' (sent again). */
    sentFolder: p.string().length(7).nullable(),
    leadsTold: p.boolean(),
    createdAt: p.datetime(),
    /** An out-of-office paused it: the lead's day it goes out again (YYYY-MM-DD), the answer that did, and when it was due before. */
    pausedUntil: p.string().length(10).nullable(),
    pausedBy: p.uuid().nullable(),
    dueBeforePause: p.datetime().nullable(),
    /** The answer that stopped it, so a kind the rep corrects can put it back. */
    stoppedBy: p.uuid().nullable(),
    /** A hard bounce came back for it (at the SMTP stage or as a delivery report): the breaker counts these. */
    bounced: p.boolean(),
    /** A soft bounce's one retry names the email it retries. */
    retryOf: p.uuid().nullable(),
    /** The name it was written and signed as, which its From header carries; none on emails kept before. */
    fromName: p.string().length(100).nullable(),
    /** Whom a reply copies: the one who pointed the rep to its recipient. */
    ccAddress: p.string().length(254).nullable(),
    ccName: p.string().length(200).nullable(),
  },
});
export class EmailRow extends EmailRowSchema.class {}
EmailRowSchema.setClass(EmailRow);

export const SuppressionRowSchema = defineEntity({
  name: 'SuppressionRow',
  tableName: 'outreach_suppressions',
  properties: {
    id: p.uuid().primary(),
    /** The rep whose email brought it, and the team it binds: every rep of it, and that rep wherever they go. */
    userId: p.string().length(100),
    teamId: p.string().length(100),
    address: p.string().length(254),
    reason: p.string().length(20),
    createdAt: p.datetime(),
    leadId: p.uuid().nullable(),
    /** The answer that put it there (an opt-out in words, a bounce report), so a corrected kind can lift it. */
    addedBy: p.uuid().nullable(),
    leadsTold: p.boolean(),
  },
});
export class SuppressionRow extends SuppressionRowSchema.class {}
SuppressionRowSchema.setClass(SuppressionRow);

/** The random token in a recipient's unsubscribe link, one per rep and address. */
export const UnsubscribeTokenRowSchema = defineEntity({
  name: 'UnsubscribeTokenRow',
  tableName: 'outreach_unsubscribe_tokens',
  properties: {
    token: p.string().length(64).primary(),
    userId: p.string().length(100),
    address: p.string().length(254),
    createdAt: p.datetime(),
  },
});
export class UnsubscribeTokenRow extends UnsubscribeTokenRowSchema.class {}
UnsubscribeTokenRowSchema.setClass(UnsubscribeTokenRow);

/** One answer in a watched mailbox, matched to a rep's lead. */
export const InboxRowSchema = defineEntity({
  name: 'InboxRow',
  tableName: 'outreach_inbox',
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(100),
    leadId: p.uuid(),
    emailId: p.uuid().nullable(),
    restaurantName: p.string().length(300),
    mailboxKey: p.string().length(120),
    uidValidity: p.string().length(20),
    uid: p.bigint('number'),
    messageId: p.string().length(300).nullable(),
    kind: p.string().length(20),
    rule: p.string().length(300),
    overridden: p.boolean(),
    fromAddress: p.string().length(254),
    fromName: p.string().length(200).nullable(),
    /** Whom the answer copies (JSON: [{ address, name }]): a colleague they loop in. */
    cc: p.text().nullable(),
    /** Their calendar's answer to the rep's invite (JSON: { answer, start, zone }), when it is one. */
    calendar: p.text().nullable(),
    /** The address the answer is about: the sender, or a bounce's failed recipient. */
    address: p.string().length(254),
    subject: p.string().length(300),
    text: p.text(),
    receivedAt: p.datetime(),
    read: p.boolean(),
    returnDate: p.string().length(10).nullable(),
    action: p.string().length(300),
    leadsTold: p.boolean(),
    createdAt: p.datetime(),
  },
});
export class InboxRow extends InboxRowSchema.class {}
InboxRowSchema.setClass(InboxRow);

export const ENTITIES = [
  MailboxRowSchema,
  EmailRowSchema,
  SuppressionRowSchema,
  UnsubscribeTokenRowSchema,
  InboxRowSchema,
];
