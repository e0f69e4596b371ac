import type { DemoSitePageReply } from '@leadgen/contracts';
import { DEFAULT_DEMO_DATA_FILE } from '../../provider.factory.js';
import { loadDemoData } from '../demo.provider.js';
import { DEMO_VENDOR_SITES } from '../vendors/demo-vendors.js';
import type { DemoSiteTruth } from './demo-site.truth.js';
import { DemoSites } from './demo-sites.service.js';

/**
 * The demo world the service runs by default (the bundled data file, or the same data generated
 * in memory), for tests and benchmarks that score the product against each site's truth.
 */
let world: DemoSites | undefined;

export function demoWorld(): DemoSites {
  world ??= new DemoSites(loadDemoData(DEFAULT_DEMO_DATA_FILE).data, { vendors: DEMO_VENDOR_SITES });
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

/** A page of the default demo world, as `leads.demo-site-page` answers it. */
export function demoSitePage(url: string): DemoSitePageReply {
  return demoWorld().page(url);
}
