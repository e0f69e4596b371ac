import type { RemoteProps, SavedLeadDetail, ShellEvents } from '@leadgen/contracts';

/**
 * What 'Email' hands the Outreach tab through the shell: the lead and its name. The address is the
 * draft's own first pick (the order a CRM export names contacts in, kept by the leads service), so
 * the panel and the draft never disagree on whom the email goes to.
 */
export function composeRequest(detail: SavedLeadDetail): NonNullable<ShellEvents['compose-email']> {
  return { lead_id: detail.id, restaurant_name: detail.lead.name };
}

/**
 * Whether 'Email' reads the lead's site for contacts before the draft opens: its site was never
 * read and no address is kept, so the draft would otherwise have nobody to write to.
 */
export function findsContactsFirst(detail: Pick<SavedLeadDetail, 'lead' | 'contacts'>): boolean {
  if (!detail.lead.website?.trim() || detail.contacts?.last_read) return false;
  return !(detail.contacts?.contacts ?? []).some((c) => (c.kind === 'email' ? c.value : c.email)?.trim());
}

/**
 * Whether 'Email' is offered: only when this shell shows the Outreach tab. A shell built before
 * Outreach says nothing of its tabs, and one without the remote does not list it.
 */
export function canEmail(tabs: RemoteProps['tabs']): boolean {
  return Array.isArray(tabs) && tabs.includes('outreach');
}
