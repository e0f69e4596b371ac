import { Towns } from '../towns/town.registry.js';
import { generateDemoData } from './demo.generator.js';
import type { DemoDataFile } from './demo.types.js';
import { DemoSites } from './sites/demo-sites.service.js';
import { DEMO_VENDOR_SITES } from './vendors/demo-vendors.js';

/** The simulated world: its restaurants (listings), every US town's, and every restaurant's and vendor's website. */
export interface SimWorld {
  data: DemoDataFile;
  /** The world's 73 cities and every other US place of the gazetteer, drawn when first asked for. */
  towns: Towns;
  /** Every website: the 73 cities' restaurants, the vendors, and any town restaurant's (found from its host). */
  sites: DemoSites;
}

let world: SimWorld | undefined;

/** The world of the default seed, generated once per process: the same on every machine. */
export function simulatedWorld(): SimWorld {
  if (!world) {
    const data = generateDemoData();
    const towns = new Towns(data);
    world = { data, towns, sites: new DemoSites(data, { vendors: DEMO_VENDOR_SITES, more: towns }) };
  }
  return world;
}
