import { createLogger, loadEnv, runService } from '@leadgen/service-kit';
import { AccountsModule } from './accounts.module.js';
import { openDatabase } from './db/orm.js';
import { AccountsEnvSchema } from './env.js';

const logger = createLogger('accounts');
try {
  const env = loadEnv(AccountsEnvSchema);
  const orm = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    debug: env.DB_DEBUG,
    log: (m) => logger.info(m),
  });
  logger.info({ driver: env.DATABASE_URL ? 'postgresql' : 'pglite' }, 'database ready, migrations applied');
  await runService({
    service: 'accounts',
    module: AccountsModule.forRoot(env, orm, logger),
    natsUrl: env.NATS_URL,
    logger,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  });
} catch (err) {
  logger.fatal({ err }, (err as Error).message);
  process.exit(1);
}
