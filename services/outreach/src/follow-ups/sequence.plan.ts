import { randomUUID } from 'node:crypto';
import type { OutreachLeadFacts, OutreachSendRequestSchema } from '@leadgen/contracts';
import { addBusinessDays, type SendingWindow } from '@leadgen/calendar';
import type { z } from 'zod';
import { writeFollowUp } from '../draft/draft.follow-up.js';
import type { MailboxAccess } from '../mailbox/mailbox.access.js';
import { messageIdFor } from '../send/message.build.js';

export interface SequencePlan {
  userId: string;
  /** The team it is sent for (the rep's own id for a rep alone). */
  teamId: string;
  facts: OutreachLeadFacts;
  to: string;
  request: z.output<typeof OutreachSendRequestSchema>;
  from: MailboxAccess;
  window: SendingWindow;
  now: Date;
  firstDue: Date;
  /** Whether the first email waits for the window (a business-hours send). */
  inWindow: boolean;
  /** Set for a send now: the first email is claimed by this instance as it is kept. */
  claimedBy: string | null;
  /** A reply to an answer: the first email goes in its thread (the answer's Message-ID). */
  threadOf?: string | null;
}

/**
 * The rows of one sequence: the first email, then each follow-up the given number of business
 * days after it, in the window, under the same thread (its In-Reply-To is the first's Message-ID).
 */
export function planSequence(plan: SequencePlan) {
  const { request: req, now } = plan;
  const sequenceId = randomUUID();
  const firstId = randomUUID();
  const firstMessageId = messageIdFor(firstId, plan.from.fromAddress);
  const base = {
    userId: plan.userId,
    teamId: plan.teamId,
    leadId: plan.facts.lead_id,
    sequenceId,
    restaurantName: plan.facts.restaurant_name.slice(0, 300),
    leadDomain: plan.facts.website_domain?.toLowerCase() ?? null,
    toAddress: plan.to,
    toName: req.to_name || null,
    timeZone: plan.window.timeZone,
    attempts: 0,
    leadsTold: false,
    createdAt: now,
    pausedUntil: null,
    pausedBy: null,
    dueBeforePause: null,
    stoppedBy: null,
    bounced: false,
    retryOf: null,
    fromName: plan.from.fromName,
    ccAddress: null as string | null,
    ccName: null as string | null,
  };
  const first = {
    ...base,
    id: firstId,
    step: 0,
    subject: req.subject,
    body: req.body,
    status: plan.claimedBy ? 'sending' : 'scheduled',
    dueAt: plan.firstDue,
    inWindow: plan.inWindow,
    messageId: firstMessageId,
    threadMessageId: plan.threadOf ?? null,
    // Only a reply copies anyone (the send refuses a Cc on a first email), and it has no follow-ups.
    ccAddress: req.cc?.toLowerCase() ?? null,
    ccName: req.cc ? req.cc_name || null : null,
    claimedBy: plan.claimedBy,
    claimedAt: plan.claimedBy ? now : null,
  };
  const followUps = req.follow_up_days.map((days, i) => {
    const id = randomUUID();
    return {
      ...base,
      id,
      step: i + 1,
      ...writeFollowUp({ subject: req.subject, body: req.body }, plan.from.fromName, {
        // The last of two or more closes the loop; a single follow-up still asks.
        last: i === req.follow_up_days.length - 1 && i > 0,
        restaurantName: plan.facts.restaurant_name,
      }),
      status: 'scheduled',
      dueAt: addBusinessDays(plan.firstDue, days, plan.window),
      inWindow: true,
      messageId: messageIdFor(id, plan.from.fromAddress),
      threadMessageId: firstMessageId,
      claimedBy: null,
      claimedAt: null,
    };
  });
  return [first, ...followUps];
}
