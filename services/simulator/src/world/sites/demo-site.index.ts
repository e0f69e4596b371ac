import type { DemoDataFile } from '../demo.types.js';

/** One demo website and the listings that point at it. */
export interface DemoSiteEntry {
  /** The host the listings show ("www." included when they show it). */
  listedHost: string;
  /** The address on the first listing: the home page, or a chain's location page. */
  listingUrl: string;
  /** Row indexes of the listings on this site (second listings of a restaurant left out), the first one the site is built from. */
  rows: number[];
  /** A chain's brand; its site has one page per location. */
  brand: string | null;
  /** A chain's location pages: path -> row index. */
  locations: Map<string, number>;
}

/** The same host with and without "www.". */
export function otherHostForm(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : `www.${host}`;
}

/**
 * Every demo website by host, built from the listings once (a pass over the rows, no pages):
 * a restaurant's site is the host on its listing; a chain's locations share the brand's host,
 * each on a /locations/... page.
 */
export class DemoSiteIndex {
  private readonly byHost = new Map<string, DemoSiteEntry>();

  constructor(readonly data: DemoDataFile) {
    data.rows.forEach((row, i) => {
      if (!row.w || row.dup !== undefined) return;
      let url: URL;
      try {
        url = new URL(row.w);
      } catch {
        return;
      }
      const host = url.hostname.toLowerCase();
      let entry = this.byHost.get(host);
      if (!entry) {
        entry = { listedHost: host, listingUrl: url.href, rows: [], brand: row.b ?? null, locations: new Map() };
        this.byHost.set(host, entry);
      }
      entry.rows.push(i);
      if (row.b && url.pathname.startsWith('/locations/')) entry.locations.set(url.pathname, i);
    });
  }

  /** The site a host belongs to, and whether the host is the one the listings show or its www/bare twin. */
  find(host: string): { entry: DemoSiteEntry; listed: boolean } | null {
    const h = host.toLowerCase().replace(/\.$/, '');
    const listed = this.byHost.get(h);
    if (listed) return { entry: listed, listed: true };
    const twin = this.byHost.get(otherHostForm(h));
    return twin ? { entry: twin, listed: false } : null;
  }

  /** Listed hosts in the dataset's order (city by city, chains first). */
  hosts(): string[] {
    return [...this.byHost.keys()];
  }

  get size(): number {
    return this.byHost.size;
  }
}
