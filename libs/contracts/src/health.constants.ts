import type { RemoteName } from './shell.remotes.js';

/** What the header's status always counts: NATS, the database and the four services. */
export const COMPONENTS = ['nats', 'database', 'accounts', 'leads', 'analysis', 'diagnostics'] as const;
export type Component = (typeof COMPONENTS)[number];

/**
 * Areas deployed on their own, later or not at all, each with the remote that shows it: /api/stats
 * reports each beside COMPONENTS (without it deciding the system's status or readiness), and the
 * header counts it as one more module while remotes.json lists its remote (its tab shows).
 */
export const AREA_COMPONENTS = { outreach: 'outreach_mfe' } as const satisfies Record<string, RemoteName>;
export type AreaComponent = keyof typeof AREA_COMPONENTS;
