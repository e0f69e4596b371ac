import { ENDPOINTS } from '@leadgen/contracts';

/** The 'Find contacts' routes by the ids they had before they were named for it (the same paths and payloads). */
const EARLIER_IDS = { contactsFind: 'contactsRead', myLeadsContactsFind: 'myLeadsContactsRead' } as const;

/**
 * The id the shell's client knows a 'Find contacts' route by. The shell shares its contracts with
 * this remote (one copy, the shell's), and a shell built before the routes were named for 'Find
 * contacts' knows them only by their earlier ids: a call by one reaches the same path with the
 * same payload, so it is typed as the route's own.
 */
export function findRoute<K extends keyof typeof EARLIER_IDS>(
  id: K,
  endpoints: Record<string, unknown> = ENDPOINTS,
): K {
  const earlier = EARLIER_IDS[id];
  return (!endpoints?.[id] && endpoints?.[earlier] ? earlier : id) as K;
}
