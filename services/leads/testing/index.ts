// What a test needs to run the leads service in-process against a NATS URL and a database (its
// settings, its module, its ORM to seed and read saved leads) and small fakes of the outside services
// for the failures the simulator does not play (`@leadgen/simulator/testing` plays the rest).
// Tests import this as `@leadgen/leads/testing`.
export { DEFAULT_WEIGHTS, LeadsEnvSchema, type LeadsEnv } from '../src/env.js';
export { LeadsModule } from '../src/leads.module.js';
export { openDatabase } from '../src/db/orm.js';
export type { LeadProvider } from '../src/providers/lead.provider.js';
export { Scorer } from '../src/scoring/fit.scorer.js';
export * from './fake-upstreams.js';
export { listingsProvider } from './listings.provider.js';
export { place as testPlace } from './places.js';
export type { Place } from '../src/places/place.model.js';
export { startLeadsService } from './start-leads.js';
export { PlaceSightings } from '../src/sightings/place-sightings.js';
export { WatchScheduler } from '../src/watch/watch.scheduler.js';
