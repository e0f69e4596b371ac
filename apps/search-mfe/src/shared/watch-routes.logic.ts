import { ENDPOINTS } from '@leadgen/contracts';

/** The routes of the territory watch: watching a saved search, and what the watches found. */
const WATCH_ROUTE_IDS = ['watchSet', 'watchChanges'] as const;

/**
 * Whether the shell's client can call the watch's routes. The shell shares its contracts with this
 * remote (one copy, the shell's): a shell built before the watch hands over a client without them,
 * and Search Leads and My Leads then show no watch control and no 'New this week'.
 */
export const hasWatchRoutes = (endpoints: Record<string, unknown> = ENDPOINTS): boolean =>
  WATCH_ROUTE_IDS.every((id) => !!endpoints?.[id]);
