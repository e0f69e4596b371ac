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
    leadId: p.uuid(),
    sequenceId: p.uuid(),
    step: p.integer(),
    restaurantName: p.string().length(300),
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
    leadsTold: p.boolean(),
    createdAt: p.datetime(),
  },
});
export class EmailRow extends EmailRowSchema.class {}
EmailRowSchema.setClass(EmailRow);

export const SuppressionRowSchema = defineEntity({
  name: 'SuppressionRow',
  tableName: 'outreach_suppressions',
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(100),
    address: p.string().length(254),
    reason: p.string().length(20),
    createdAt: p.datetime(),
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

export const ENTITIES = [MailboxRowSchema, EmailRowSchema, SuppressionRowSchema, UnsubscribeTokenRowSchema];
