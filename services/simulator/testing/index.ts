// The simulated outside world for tests and benchmarks: start one in-process, and read each
// simulated site's truth to score the product against.
export { startSimulator, type Simulator, type SimulatorOptions } from '../src/simulator.js';
export { simulatedWorld, type SimWorld } from '../src/world/world.js';
export type { DemoSiteTruth } from '../src/world/sites/demo-site.truth.js';
export { demoSiteHosts, demoSitePage, demoSiteTruth } from '../src/world/sites/demo-sites.world.js';
export { DEMO_VENDOR_SITES, type DemoVendorSite } from '../src/world/vendors/demo-vendors.js';
export { mailsTo, verificationCodeIn, type MailboxMail } from '../src/mailbox/mailbox.reader.js';
