import { domainOf } from './answers.mime.js';
import { ownsAddress } from './answers.people.js';

/**
 * Whom a person who does not decide points the rep to: a colleague at the same restaurant, by
 * name and address, so the rep can write to the one who does.
 */
export interface Colleague {
  name: string;
  address: string;
  /** What they do at the restaurant, as the person says it ('general manager', 'owner'). */
  role: string;
}

/** The general manager of a restaurant on the answers domain (or a subdomain): Maria Lopez, on the same domain. */
export function generalManagerAt(domain: string): Colleague {
  return { name: 'Maria Lopez', address: `maria.lopez@${domain}`, role: 'general manager' };
}

/**
 * The owner a restaurant's site names, at an address the site publishes as theirs (one on the
 * restaurant's own domain first). None when the site names no owner or publishes no address of
 * theirs, or when the address written to is the owner's own: the one who decides points to no one.
 */
export function ownerAt(site: { owner: string | null; addresses: string[] }, written: string): Colleague | null {
  const owner = site.owner;
  if (!owner || ownsAddress(written, owner)) return null;
  const theirs = site.addresses.filter((a) => ownsAddress(a, owner));
  const address = theirs.find((a) => domainOf(a) === domainOf(written)) ?? theirs[0];
  return address ? { name: owner, address, role: 'owner' } : null;
}
