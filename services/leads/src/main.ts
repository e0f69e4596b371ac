import { createLogger, loadEnv, runService } from '@leadgen/service-kit';
import { LeadsEnvSchema } from './env.js';
import { LeadsModule } from './leads.module.js';

const logger = createLogger('leads');
try {
  const env = loadEnv(LeadsEnvSchema);
  logger.info({ provider: env.LEADS_PROVIDER }, 'lead provider');
  await runService({ service: 'leads', module: LeadsModule.forRoot(env), natsUrl: env.NATS_URL, logger, shutdownGraceMs: env.SHUTDOWN_GRACE_MS });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
