import { databaseTargetOf } from '@leadgen/db';
import { serviceMain } from '@leadgen/service-kit';
import { LeadsEnvSchema } from './env.js';
import { openDatabase } from './db/orm.js';
import { LeadsModule } from './leads.module.js';

await serviceMain({
  service: 'leads',
  env: LeadsEnvSchema,
  prepare: async (env, logger) => {
    logger.info({ provider: env.LEADS_PROVIDER }, 'lead provider');
    const log = (m: string) => logger.info(m);
    const orm = await openDatabase(databaseTargetOf(env, log));
    return LeadsModule.forRoot(env, { orm });
  },
});
