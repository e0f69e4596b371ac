import { createLogger, loadEnv, runService } from '@leadgen/service-kit';
import { openDatabase } from './clients/db/orm.js';
import { DiagnosticsModule } from './diagnostics.module.js';
import { DiagnosticsEnvSchema } from './env.js';
import { loadPlatformRules } from './platforms/platform.rules.js';

const logger = createLogger('diagnostics');
try {
  const env = loadEnv(DiagnosticsEnvSchema);
  const rules = loadPlatformRules(env.DIAGNOSTICS_PLATFORM_RULES_FILE);
  logger.info({ platform_rules: rules.length, model: env.OPENAI_MODEL ?? null }, 'platform rules loaded');
  const orm = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    debug: env.DB_DEBUG,
    log: (m) => logger.info(m),
  });
  logger.info({ driver: env.DATABASE_URL ? 'postgresql' : 'pglite' }, 'database ready, migrations applied');
  await runService({
    service: 'diagnostics',
    module: DiagnosticsModule.forRoot(env, orm, logger),
    natsUrl: env.NATS_URL,
    logger,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  });
} catch (err) {
  logger.fatal({ err }, (err as Error).message);
  process.exit(1);
}
