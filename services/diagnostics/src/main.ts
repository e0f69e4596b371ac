import { databaseTargetOf } from '@leadgen/db';
import { serviceMain } from '@leadgen/service-kit';
import { openDatabase } from './clients/db/orm.js';
import { DiagnosticsModule } from './diagnostics.module.js';
import { DiagnosticsEnvSchema } from './env.js';
import { loadPlatformRules } from './platforms/platform.rules.js';

await serviceMain({
  service: 'diagnostics',
  env: DiagnosticsEnvSchema,
  prepare: async (env, logger) => {
    const rules = loadPlatformRules(env.DIAGNOSTICS_PLATFORM_RULES_FILE);
    logger.info({ platform_rules: rules.length, model: env.OPENAI_MODEL ?? null }, 'platform rules loaded');
    const log = (m: string) => logger.info(m);
    const orm = await openDatabase(databaseTargetOf(env, log));
    return DiagnosticsModule.forRoot(env, orm, logger);
  },
});
