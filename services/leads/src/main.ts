import { createLogger, loadEnv, runService } from '@leadgen/service-kit';
import { leadsDataDir, LeadsEnvSchema } from './env.js';
import { openDatabase } from './my-leads/db/orm.js';
import { LeadsModule } from './leads.module.js';

const logger = createLogger('leads');
try {
  const env = loadEnv(LeadsEnvSchema);
  logger.info({ provider: env.LEADS_PROVIDER }, 'lead provider');
  const orm = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: leadsDataDir(env),
    debug: env.DB_DEBUG,
    log: (m) => logger.info(m),
  });
  logger.info({ driver: env.DATABASE_URL ? 'postgresql' : 'pglite' }, 'database ready, migrations applied');
  await runService({
    service: 'leads',
    module: LeadsModule.forRoot(env, { orm }),
    natsUrl: env.NATS_URL,
    logger,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
