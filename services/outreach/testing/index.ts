// What a test needs to run the outreach service in-process against a NATS URL and a database: its
// settings, its module, its ORM (to seed and read rows), its worker (to run a round with a moved
// clock) and the names tests look up by. Tests import this as `@leadgen/outreach/testing`.
export { openDatabase } from '../src/db/orm.js';
export { EmailRow, MailboxRow, SuppressionRow } from '../src/db/entities.js';
export { OutreachEnvSchema, type OutreachEnv } from '../src/env.js';
export { OutreachModule, type OutreachOverrides } from '../src/outreach.module.js';
export { OutreachWorker, type TickReport } from '../src/schedule/worker.js';
export type { Clock } from '../src/core/clock.js';
export type { LeadsClient } from '../src/leads/leads.client.js';
// The look-up in a rep's Sent folder, for its tests against servers laid out as real ones are.
export { filedInSent } from '../src/inbox/sent.folder.js';
