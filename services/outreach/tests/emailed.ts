import type { ApiClient, OutreachEmail } from '@leadgen/contracts';
import type { SignedInRep } from '@leadgen/test-kit';
import type { OutreachStack } from './outreach-stack.js';

/**
 * A rep's saved lead (with `address` as its contact, else one of its own) emailed now, or at
 * `sendAt`, with follow-ups on business days 3 and 7 (`body`: its first email's words): the lead and its first email as the outbox
 * showed it then.
 */
export async function emailLead(
  stack: Pick<OutreachStack, 'savedLead'>,
  rep: SignedInRep,
  { address, website, sendAt, body }: { address?: string; website?: string; sendAt?: Date; body?: string } = {},
): Promise<{ lead: { id: string; contact: string }; sequenceId: string; first: OutreachEmail }> {
  const lead = await stack.savedLead(rep, address, website);
  const sent = await rep.api.call('outreachSend', {
    lead_id: lead.id,
    to: lead.contact,
    subject: 'A quick idea for your tables',
    body: body ?? 'Hi there, a short note about turning tables faster.',
    follow_up_days: [3, 7],
    ...(sendAt ? { send_at: sendAt.toISOString() } : {}),
  });
  const first = sent.emails[0]!;
  return { lead, sequenceId: first.sequence_id, first };
}

/** A lead's emails as the outbox lists them for `api`'s rep, first email first. */
export const leadEmails = async (api: ApiClient, leadId: string): Promise<OutreachEmail[]> =>
  (await api.call('outreachOutbox', undefined, undefined, { lead_id: leadId })).emails.sort((a, b) => a.step - b.step);
