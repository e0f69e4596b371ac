// What a test needs to run the analysis service in-process against a NATS URL (its settings and
// its module) and the sample requests and readings its own specs share.
// Tests import this as `@leadgen/analysis/testing`.
export { AnalysisModule } from '../src/analysis.module.js';
export { AnalysisEnvSchema, type AnalysisEnv } from '../src/env.js';
