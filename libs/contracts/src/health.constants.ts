/** What the header's status counts: NATS, the database and the four services. */
export const COMPONENTS = ['nats', 'database', 'accounts', 'leads', 'analysis', 'diagnostics'] as const;
export type Component = (typeof COMPONENTS)[number];
