import { serviceMain } from '@leadgen/service-kit';
import { leadsDataDir, LeadsEnvSchema } from './env.js';
import { openDatabase } from './db/orm.js';
import { LeadsModule } from './leads.module.js';

await serviceMain({
  service: 'leads',
  env: LeadsEnvSchema,
  prepare: async (env, logger) => {
    logger.info({ provider: env.LEADS_PROVIDER }, 'lead provider');
    const log = (m: string) => logger.info(m);
    const orm = await openDatabase({ url: env.DATABASE_URL, dataDir: leadsDataDir(env), debug: env.DB_DEBUG, log });
    return LeadsModule.forRoot(env, { orm });
  },
});
