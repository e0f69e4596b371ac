import { serviceMain } from '@leadgen/service-kit';
import { AnalysisModule } from './analysis.module.js';
import { AnalysisEnvSchema } from './env.js';

await serviceMain({
  service: 'analysis',
  env: AnalysisEnvSchema,
  prepare: (env, logger) => {
    logger.info(
      { model: env.OPENAI_MODEL ?? null },
      env.OPENAI_MODEL ? 'language model configured' : 'no language model configured: deterministic texts',
    );
    return AnalysisModule.forRoot(env, logger);
  },
});
