import {
  LEAD_STATUS_LABELS,
  OUTREACH_EMAIL_STATUS_LABELS,
  OUTREACH_FOLLOW_UP_DAYS_DEFAULT,
  OUTREACH_FOLLOW_UP_DAYS_MAX,
  type InboxMessage,
  type OutreachDraft,
  type OutreachSendRequest,
  type OutreachSendResponse,
} from '@leadgen/contracts';
import { formatDay, formatWhen } from '../shared/errors.logic.js';
import type { DraftRequest } from './use-draft-requests.js';

export type SendWhen = 'now' | 'business_hours';

/** What the rep has in the draft; days are typed text until sent. */
export interface DraftForm {
  to: string;
  subject: string;
  body: string;
  when: SendWhen;
  followUp: boolean;
  days: [string, string];
  /** A reply copies the one the draft names in `cc` (who pointed the rep to its recipient) while ticked. */
  cc: boolean;
}

type Recipient = OutreachDraft['recipients'][number];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The draft's recipient with this address, if it offers one. */
export function recipientOf(draft: Pick<OutreachDraft, 'recipients'>, address: string): Recipient | undefined {
  return draft.recipients.find((r) => same(r.address, address));
}

/**
 * What the composer says beside an address: the person and their role ('Ana Ruiz · Owner'), or, for
 * a person's address no page names, the greeting it opens with ('opens with “Hi Joe,”'), so the rep
 * sees why the draft greets Joe.
 */
export function recipientNote(r: Recipient): string {
  const who = r.name ?? (r.greeting ? `opens with “${r.greeting}”` : null);
  return [who, r.role].filter(Boolean).join(' · ');
}

/** Whether an address is on the rep's suppression list, as far as the draft knows. */
export function isSuppressed(draft: Pick<OutreachDraft, 'recipients'>, address: string): boolean {
  return !!recipientOf(draft, address)?.suppressed;
}

/** The message's greeting line as a draft writes it: 'Hi Sofia,' or 'Hi Casa Verde team,'. */
const GREETING_LINE = /^(?:Hi|Hello) [^\n,]+,(?=\n|$)/;

/**
 * The form sent to another address: a person's own address greets them (the server says how, so a
 * draft from a server without it keeps its greeting) while the message still opens with a greeting
 * line ('Hi Paul,' becomes 'Hi Priya,'); an inbox keeps the greeting.
 */
export function addressedTo(draft: OutreachDraft, form: DraftForm, to: string): DraftForm {
  const greeting = recipientOf(draft, to)?.greeting;
  const line = GREETING_LINE.exec(form.body);
  if (!greeting || !line) return { ...form, to };
  return { ...form, to, body: greeting + form.body.slice(line[0].length) };
}

/**
 * The form's first state from the server's draft: addressed to the contact 'Email' was pressed for
 * (unless suppressed), else the best contact that may be mailed, else nobody (the rep types one);
 * greeting that contact when it is a person's own address.
 */
export function initialForm(draft: OutreachDraft, requestedTo?: string): DraftForm {
  const wanted = requestedTo?.trim();
  const to =
    wanted && !isSuppressed(draft, wanted) ? wanted : (draft.recipients.find((r) => !r.suppressed)?.address ?? '');
  const [first, second] = OUTREACH_FOLLOW_UP_DAYS_DEFAULT;
  const form: DraftForm = {
    to,
    subject: draft.subject,
    body: draft.body,
    when: 'now',
    followUp: false,
    days: [String(first), String(second)],
    cc: !!draft.cc,
  };
  return addressedTo(draft, form, to);
}

/** The follow-up days typed, checked as the server checks them, in the same words. */
function followUpDays(form: DraftForm): number[] | string {
  if (!form.followUp) return [];
  const days = form.days.map((d) => d.trim());
  if (days.some((d) => !/^\d+$/.test(d))) return 'Follow-up days must be whole business days';
  const [a, b] = days.map(Number) as [number, number];
  if (a < 1 || b < 1) return 'A follow-up comes at least 1 business day later';
  if (a > OUTREACH_FOLLOW_UP_DAYS_MAX || b > OUTREACH_FOLLOW_UP_DAYS_MAX)
    return `A follow-up comes at most ${OUTREACH_FOLLOW_UP_DAYS_MAX} business days later`;
  if (b <= a) return 'Each follow-up must come after the one before';
  return [a, b];
}

/** The send request, or the one thing to fix first (the server checks everything again). */
export function sendRequest(
  draft: OutreachDraft,
  form: DraftForm,
): { request: OutreachSendRequest } | { field: 'to' | 'subject' | 'body' | 'follow_up_days'; error: string } {
  const to = form.to.trim();
  if (!to) return { field: 'to', error: 'Choose a recipient or type an email address' };
  if (isSuppressed(draft, to))
    return { field: 'to', error: `${to} is on your suppression list: it is not mailed again` };
  if (!form.subject.trim()) return { field: 'subject', error: 'Subject is required' };
  if (!form.body.trim()) return { field: 'body', error: 'Body is required' };
  const days = followUpDays(form);
  if (typeof days === 'string') return { field: 'follow_up_days', error: days };
  const name = recipientOf(draft, to)?.name;
  const cc = form.cc && draft.cc && !same(draft.cc.address, to) ? draft.cc : null;
  return {
    request: {
      lead_id: draft.lead_id,
      to,
      ...(name ? { to_name: name } : {}),
      subject: form.subject,
      body: form.body,
      when: form.when,
      follow_up_days: days,
      ...(draft.answer_id ? { answer_id: draft.answer_id } : {}),
      ...(cc ? { cc: cc.address, ...(cc.name ? { cc_name: cc.name } : {}) } : {}),
    },
  };
}

/** 'Write back' on a person's reply: a draft to whoever answered (or the colleague they point to), in the answer's thread. */
export function writeBackTo(message: InboxMessage): DraftRequest {
  const colleague = message.asks?.kind === 'referral' ? message.asks.address : null;
  return {
    lead_id: message.lead_id,
    restaurant_name: message.restaurant_name,
    to: colleague ?? message.from,
    answer_id: message.id,
  };
}

/** What a send did, in words: sent or scheduled, the follow-ups, the lead's status and its next follow-up day. */
export function sentWords(res: OutreachSendResponse, restaurant: string): string {
  const [first, ...followUps] = res.emails;
  const parts: string[] = [];
  const copying = first?.cc ? `, copying ${first.cc}` : '';
  if (first?.status === 'sent') parts.push(`Email sent to ${first.to}${copying}.`);
  else if (first?.status === 'scheduled') parts.push(`Email to ${first.to} scheduled for ${formatWhen(first.due_at)}.`);
  else if (first) parts.push(`Email to ${first.to}: ${OUTREACH_EMAIL_STATUS_LABELS[first.status].toLowerCase()}.`);
  if (followUps.length)
    parts.push(
      `${followUps.length === 1 ? 'One follow-up' : `${followUps.length} follow-ups`} scheduled (${followUps
        .map((e) => formatWhen(e.due_at))
        .join(' and ')}).`,
    );
  // True whether this send moved it (New to Attempted) or it was already further along.
  if (res.lead_status) parts.push(`${restaurant} is at ${LEAD_STATUS_LABELS[res.lead_status]} in My Leads.`);
  const day = formatDay(res.suggested_follow_up);
  if (day) parts.push(`Suggested follow-up: ${day}.`);
  return parts.join(' ');
}
