import { generateDemoData } from './demo.generator.js';
import type { DemoDataFile } from './demo.types.js';
import { DemoSites } from './sites/demo-sites.service.js';
import { DEMO_VENDOR_SITES } from './vendors/demo-vendors.js';

/** The simulated world: its restaurants (listings) and every restaurant's and vendor's website. */
export interface SimWorld {
  data: DemoDataFile;
  sites: DemoSites;
}

let world: SimWorld | undefined;

/** The world of the default seed, generated once per process: the same on every machine. */
export function simulatedWorld(): SimWorld {
  if (!world) {
    const data = generateDemoData();
    world = { data, sites: new DemoSites(data, { vendors: DEMO_VENDOR_SITES }) };
  }
  return world;
}
