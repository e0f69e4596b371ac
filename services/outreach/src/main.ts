import { databaseTargetOf } from '@leadgen/db';
import { serviceMain } from '@leadgen/service-kit';
import { openDatabase } from './db/orm.js';
import { OutreachEnvSchema } from './env.js';
import { OutreachModule } from './outreach.module.js';

await serviceMain({
  service: 'outreach',
  env: OutreachEnvSchema,
  prepare: async (env, logger) => {
    const log = (m: string) => logger.info(m);
    const orm = await openDatabase(databaseTargetOf(env, log));
    logger.info(
      { demo_mailbox: Boolean(env.OUTREACH_DEMO_SMTP_URL), public_url: env.OUTREACH_PUBLIC_URL },
      'outreach ready',
    );
    return OutreachModule.forRoot(env, orm, logger);
  },
});
