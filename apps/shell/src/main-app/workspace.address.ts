import { TABS, type TabId } from '@leadgen/contracts';

/** Where the signed-in rep is: a workspace tab, or Account Settings. */
export type WorkspacePlace = TabId | 'account';

/** The address of a place: /app/search, /app/my-leads, /app/account. */
export function pathOfPlace(place: WorkspacePlace): string {
  return `/app/${place}`;
}

/**
 * The place an address names, or null when it names none (/, /landing, /app, an unknown tab) or
 * is an older link to Account Settings (?page=account on any path).
 */
export function placeOfAddress(pathname: string, search: string): WorkspacePlace | null {
  if (new URLSearchParams(search).get('page') === 'account') return null;
  const name = /^\/app\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  if (name === 'account') return 'account';
  return name && (TABS as readonly string[]).includes(name) ? (name as TabId) : null;
}

/**
 * The workspace address a tab's bare path means, with its query: an email's link to a tab without
 * /app (the weekly digest's /my-leads?view=new) is /app/my-leads?view=new. Null for any other path.
 */
export function tabLinkOf(pathname: string, search: string): string | null {
  const name = /^\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  if (!name || !(TABS as readonly string[]).includes(name)) return null;
  return pathOfPlace(name as TabId) + queryText(search);
}

/**
 * Where an address that names no place goes: an older Account Settings link (?page=account&tab=x,
 * which remotes may still carry) to /app/account with its tab, a tab's bare path (an email's
 * /my-leads?view=new) to that tab with its query, anything else to Search Leads.
 */
export function redirectOf(search: string, pathname = ''): string {
  const params = new URLSearchParams(search);
  if (params.get('page') !== 'account') return tabLinkOf(pathname, search) ?? pathOfPlace('search');
  const tab = params.get('tab');
  return pathOfPlace('account') + queryText(tab ? { tab } : {});
}

/** Analytics shows the search's results, so the two tabs share one place: the search's criteria and page. */
export function queryOwner(tab: TabId): TabId {
  return tab === 'analytics' ? 'search' : tab;
}

/** '?city=Austin&page=2', or '' for no query. */
export function queryText(query: Readonly<Record<string, string>> | string): string {
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams({ ...query }).toString();
  return text ? `?${text}` : '';
}
