import { createLogger, loadEnv, runService, ServiceEnvSchema } from '@leadgen/service-kit';
import { AnalysisModule } from './analysis.module.js';

const logger = createLogger('analysis');
try {
  const env = loadEnv(ServiceEnvSchema);
  await runService({ service: 'analysis', module: AnalysisModule, natsUrl: env.NATS_URL, logger, shutdownGraceMs: env.SHUTDOWN_GRACE_MS });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
