import { EmptyBodySchema } from '../common.js';
import * as O from '../outreach.js';
import { SUBJECTS } from '../subjects.js';
import type { EndpointId } from '../endpoints.js';
import { S, READ_RETRY, route, type RouteSpec } from './route.js';

/**
 * Outreach, served by its own service: the rep's mailbox, sends from a saved lead and their
 * follow-ups, the suppression list, and the public unsubscribe link. A mailbox save waits for its
 * test send (a slow mail server answers within 30 s); a send now waits for the SMTP transaction.
 */
export const OUTREACH_ROUTES = {
  outreachMailboxGet: route({
    service: 'outreach',
    subject: SUBJECTS.outreach.mailboxGet,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: O.MailboxResponseSchema,
    capability: 'Your mailbox',
    retry: READ_RETRY,
  }),
  outreachMailboxPut: route({
    service: 'outreach',
    subject: SUBJECTS.outreach.mailboxPut,
    auth: true,
    timeoutMs: 40 * S,
    request: O.MailboxSettingsRequestSchema,
    response: O.MailboxResponseSchema,
    capability: 'Saving your mailbox',
    expensive: true,
  }),
  outreachDraft: route({
    params: O.OutreachLeadParamsSchema,
    service: 'outreach',
    subject: SUBJECTS.outreach.draft,
    auth: true,
    timeoutMs: 10 * S,
    request: EmptyBodySchema,
    response: O.OutreachDraftResponseSchema,
    capability: 'Writing an email',
    retry: READ_RETRY,
  }),
  outreachSend: route({
    service: 'outreach',
    subject: SUBJECTS.outreach.send,
    auth: true,
    timeoutMs: 45 * S,
    request: O.OutreachSendRequestSchema,
    response: O.OutreachSendResponseSchema,
    capability: 'Sending an email',
    expensive: true,
    usage: 'emails_sent',
  }),
  outreachEmails: route({
    query: O.OutreachEmailsQuerySchema,
    service: 'outreach',
    subject: SUBJECTS.outreach.emailsList,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: O.OutreachEmailsResponseSchema,
    capability: 'Your outbox',
    retry: READ_RETRY,
  }),
  outreachEmailCancel: route({
    params: O.OutreachEmailParamsSchema,
    service: 'outreach',
    subject: SUBJECTS.outreach.emailCancel,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: O.OutreachCancelResponseSchema,
    capability: 'Cancelling an email',
  }),
  suppressionsList: route({
    service: 'outreach',
    subject: SUBJECTS.outreach.suppressionsList,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: O.SuppressionsResponseSchema,
    capability: 'Your suppression list',
    retry: READ_RETRY,
  }),
  suppressionAdd: route({
    service: 'outreach',
    subject: SUBJECTS.outreach.suppressionAdd,
    auth: true,
    timeoutMs: 5 * S,
    request: O.SuppressionAddRequestSchema,
    response: O.SuppressionsResponseSchema,
    capability: 'Adding to your suppression list',
  }),
  suppressionDelete: route({
    params: O.SuppressionParamsSchema,
    service: 'outreach',
    subject: SUBJECTS.outreach.suppressionDelete,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: O.SuppressionsResponseSchema,
    capability: 'Removing from your suppression list',
  }),
  unsubscribe: route({
    params: O.UnsubscribeParamsSchema,
    service: 'outreach',
    subject: SUBJECTS.outreach.unsubscribe,
    auth: false,
    timeoutMs: 10 * S,
    request: O.UnsubscribeRequestSchema,
    response: O.UnsubscribeResponseSchema,
    capability: 'Unsubscribing',
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
