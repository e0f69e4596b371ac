// What a test needs to run the leads service in-process against a NATS URL and a database (its
// settings, its module, its ORM to seed and read saved leads), the demo world it serves (to check
// readers against its truth), and fakes of the outside services it calls.
// Tests import this as `@leadgen/leads/testing`.
export { DEFAULT_WEIGHTS, LeadsEnvSchema, type LeadsEnv } from '../src/env.js';
export { LeadsModule } from '../src/leads.module.js';
export { openDatabase } from '../src/my-leads/db/orm.js';
export type { LeadProvider } from '../src/providers/lead.provider.js';
export type { DemoDataFile } from '../src/providers/demo/demo.types.js';
export { DemoProvider } from '../src/providers/demo/demo.provider.js';
export type { DemoSiteTruth } from '../src/providers/demo/sites/demo-site.truth.js';
export { demoSiteHosts, demoSitePage, demoSiteTruth } from '../src/providers/demo/sites/demo-sites.world.js';
export { DEMO_VENDOR_SITES, type DemoVendorSite } from '../src/providers/demo/vendors/demo-vendors.js';
export { Scorer } from '../src/scoring/fit.scorer.js';
export * from './fake-upstreams.js';
export { startLeadsService } from './start-leads.js';
