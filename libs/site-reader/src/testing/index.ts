export { serveFixtures } from './server.js';
export { fixturesDir } from './paths.js';
export type { FixtureServer, FixtureRequest, ServedSite, ServeFixturesOptions } from './server.js';
export { loadFixtureManifest, contentSites } from './manifest.js';
export type { FixtureManifest, FixtureSite, FixtureBehaviour, FixtureHomeFacts, FixtureSiteFacts } from './manifest.js';
export { fixtureTls } from './tls.js';
