import { createHash } from 'node:crypto';
import { DEMO_VENDOR_SITES } from '../world/vendors/demo-vendors.js';
import type { SimWorld } from '../world/world.js';

/** A host as RDAP names its domain: lower case, no trailing dot, no "www.". */
export function domainName(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

function hostOf(url: string): string | null {
  try {
    return domainName(new URL(url).hostname);
  } catch {
    return null;
  }
}

/** Days a vendor's domain has been registered: long-standing companies, 5 to 16 years, the same every time. */
function vendorDays(host: string): number {
  return 1800 + (createHash('sha256').update(host).digest().readUInt16BE(0) % 4000);
}

/**
 * How many days before today each simulated domain was registered: every restaurant's (its
 * listing's domain age), every chain's and vendor's, and any town restaurant's (found from its host).
 */
export class DomainRegistry {
  private known: Map<string, number> | undefined;

  constructor(private readonly world: SimWorld) {}

  /** Days since registration; null when the simulated world has no such domain. */
  registeredDaysAgo(name: string): number | null {
    const domain = domainName(name);
    const known = this.worldDomains().get(domain);
    if (known !== undefined) return known;
    const town = this.world.towns.sitesFor(domain);
    const row = town?.data.rows.find((r) => r.w && r.d !== undefined && hostOf(r.w) === domain);
    return row?.d ?? null;
  }

  private worldDomains(): Map<string, number> {
    if (!this.known) {
      const known = new Map<string, number>();
      for (const row of this.world.data.rows) {
        const host = row.w && row.d !== undefined ? hostOf(row.w) : null;
        if (host && !known.has(host)) known.set(host, row.d!);
      }
      for (const { host } of DEMO_VENDOR_SITES) known.set(domainName(host), vendorDays(domainName(host)));
      this.known = known;
    }
    return this.known;
  }
}
