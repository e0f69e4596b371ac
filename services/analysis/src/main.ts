import { createLogger, loadEnv, runService } from '@leadgen/service-kit';
import { AnalysisModule } from './analysis.module.js';
import { AnalysisEnvSchema } from './env.js';

const logger = createLogger('analysis');
try {
  const env = loadEnv(AnalysisEnvSchema);
  logger.info(
    { model: env.OPENAI_MODEL ?? null },
    env.OPENAI_MODEL ? 'language model configured' : 'no language model configured: deterministic texts',
  );
  await runService({
    service: 'analysis',
    module: AnalysisModule.forRoot(env, logger),
    natsUrl: env.NATS_URL,
    logger,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  });
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
