import type { SitePage } from './site-page.js';
import { simulatedWorld } from '../world.js';
import type { DemoSiteTruth } from './demo-site.truth.js';
import type { DemoSites } from './demo-sites.service.js';

/**
 * The simulated world (generated in memory from the default seed, the same on every machine):
 * every restaurant's and vendor's site, with each site's truth for tests and benchmarks.
 */
export function demoWorld(): DemoSites {
  return simulatedWorld().sites;
}

/** What the demo site at a host (or an address on it) really has; null when there is none. */
export function demoSiteTruth(hostOrUrl: string): DemoSiteTruth | null {
  return demoWorld().truth(hostOrUrl);
}

/** `limit` demo-site hosts spread over the whole world, the same ones every time. */
export function demoSiteHosts(limit?: number): string[] {
  return demoWorld().hosts(limit);
}

/** A page of the default demo world, as its site answers it. */
export function demoSitePage(url: string): SitePage {
  return demoWorld().page(url);
}
