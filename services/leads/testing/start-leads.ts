import type { INestMicroservice } from '@nestjs/common';
import { startTestService } from '@leadgen/service-kit/testing';
import type { LeadsEnv } from '../src/env.js';
import { LeadsModule } from '../src/leads.module.js';
import { openDatabase } from '../src/db/orm.js';
import type { LeadProvider } from '../src/providers/lead.provider.js';

/**
 * The real leads service with its database opened and migrated before it joins its queue group,
 * as main.ts does: the run's PostgreSQL when there is one, else in-memory PGlite. A search's saved
 * marks then never wait for the database to open, which on a busy machine took longer than the
 * gateway waits before sending a search to a second instance.
 */
export async function startLeadsService(
  env: LeadsEnv,
  options: { provider?: LeadProvider } = {},
): Promise<INestMicroservice> {
  const orm = await openDatabase({
    url: env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    dataDir: 'memory://',
    log: () => {},
  });
  return startTestService('leads', LeadsModule.forRoot(env, { ...options, orm }));
}
