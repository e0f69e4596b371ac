import { createLogger, loadEnv, runService, ServiceEnvSchema } from '@leadgen/service-kit';
import { DiagnosticsModule } from './diagnostics.module.js';

const logger = createLogger('diagnostics');
try {
  const env = loadEnv(ServiceEnvSchema);
  await runService({ service: 'diagnostics', module: DiagnosticsModule, natsUrl: env.NATS_URL, logger, shutdownGraceMs: env.SHUTDOWN_GRACE_MS });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
