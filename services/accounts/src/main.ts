import { databaseTargetOf } from '@leadgen/db';
import { serviceMain } from '@leadgen/service-kit';
import { AccountsModule } from './accounts.module.js';
import { openDatabase } from './db/orm.js';
import { AccountsEnvSchema } from './env.js';

await serviceMain({
  service: 'accounts',
  env: AccountsEnvSchema,
  prepare: async (env, logger) => {
    const log = (m: string) => logger.info(m);
    const orm = await openDatabase(databaseTargetOf(env, log));
    return AccountsModule.forRoot(env, orm, logger);
  },
});
