// What a test needs to run the diagnostics service in-process against a NATS URL and a database
// (its settings, its module, its ORM), the checklist's own steps (to score them on many sites in
// process) and what a fixture site's checklist should say. Tests import this as
// `@leadgen/diagnostics/testing`.
export { buildChecklist, type Checklist } from '../src/checklist/checklist.builder.js';
export { openDatabase } from '../src/clients/db/orm.js';
export { DiagnosticsModule } from '../src/diagnostics.module.js';
export { DiagnosticsEnvSchema, type DiagnosticsEnv } from '../src/env.js';
export { BUNDLED_RULES } from '../src/platforms/platform.rules.js';
export { createSiteSource, type SiteRead } from '../src/site/site.source.js';
export { expectedFromManifest } from './checklist.expectations.js';
