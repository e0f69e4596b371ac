import type { SitePage } from './site-page.js';
import { generateDemoData } from '../demo.generator.js';
import { DEMO_VENDOR_SITES } from '../vendors/demo-vendors.js';
import type { DemoSiteTruth } from './demo-site.truth.js';
import { DemoSites } from './demo-sites.service.js';

/**
 * The simulated world (generated in memory from the default seed, the same on every machine):
 * every restaurant's and vendor's site, with each site's truth for tests and benchmarks.
 */
let world: DemoSites | undefined;

export function demoWorld(): DemoSites {
  world ??= new DemoSites(generateDemoData(), { vendors: DEMO_VENDOR_SITES });
  return world;
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
