// What a test needs to run the analysis service in-process against a NATS URL (its settings and
// its module), the business analysis and site summary it runs (to score them on many sites in
// process), and the sample requests and readings its own specs share.
// Tests import this as `@leadgen/analysis/testing`.
export { AnalysisModule } from '../src/analysis.module.js';
export { BusinessAnalysisService } from '../src/business-analysis/business-analysis.service.js';
export { AnalysisEnvSchema, type AnalysisEnv } from '../src/env.js';
export { summarise } from '../src/site/site.summary.js';
export { customPitchRequest } from './custom-pitch-request.js';
export { sampleSite } from './site-summary.js';
