import { createLogger, loadEnv, runService, ServiceEnvSchema } from '@leadgen/service-kit';
import { LeadsModule } from './leads.module.js';

const logger = createLogger('leads');
try {
  const env = loadEnv(ServiceEnvSchema);
  await runService({ service: 'leads', module: LeadsModule, natsUrl: env.NATS_URL, logger, shutdownGraceMs: env.SHUTDOWN_GRACE_MS });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
