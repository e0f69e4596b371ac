import type { RemoteProps, SavedContact, SavedLeadDetail, ShellEvents } from '@leadgen/contracts';

/** Rank of a contact's email as a first address: a named person's, then a personal address, then a role one. */
function rank(c: SavedContact): number {
  if (c.kind === 'person') return 0;
  return c.label === 'personal' ? 1 : 2;
}

/**
 * The address of the lead's best contact to email, if any: throwaway addresses are never picked, nor
 * one on the rep's suppression list (it unsubscribed, bounced or asked not to be emailed).
 */
export function bestEmail(contacts: readonly SavedContact[]): string | undefined {
  const candidates = contacts
    .filter((c) => !c.disposable && !c.opted_out)
    .map((c) => ({ c, address: c.kind === 'email' ? c.value : c.kind === 'person' ? c.email : null }))
    .filter((x): x is { c: SavedContact; address: string } => !!x.address?.trim());
  candidates.sort((a, b) => rank(a.c) - rank(b.c));
  return candidates[0]?.address.trim();
}

/** What 'Email' hands the Outreach tab through the shell: the lead, its name and the best address. */
export function composeRequest(detail: SavedLeadDetail): NonNullable<ShellEvents['compose-email']> {
  const to = bestEmail(detail.contacts?.contacts ?? []);
  return { lead_id: detail.id, restaurant_name: detail.lead.name, ...(to ? { to } : {}) };
}

/**
 * Whether 'Email' is offered: only when this shell shows the Outreach tab. A shell built before
 * Outreach says nothing of its tabs, and one without the remote does not list it.
 */
export function canEmail(tabs: RemoteProps['tabs']): boolean {
  return Array.isArray(tabs) && tabs.includes('outreach');
}
