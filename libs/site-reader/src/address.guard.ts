import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkAddress, isIpLiteral, isLocalName, normaliseHost } from './address-policy.js';
import { SiteReaderError } from './errors.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has. Injectable so tests never need real DNS. */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupFn = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Decides which hosts may be contacted: public addresses only, unless a host is allow-listed (tests). */
export interface AddressGuard {
  /** Allow-listed hosts, normalised. */
  readonly allowed: ReadonlySet<string>;
  /** Refuses IP literals and local names before any request is made. DNS names are judged when connecting. */
  preflight(url: URL): Promise<void>;
  /** Resolves a host and refuses it unless every address is public (or the host is allow-listed). */
  resolve(hostname: string, url: string): Promise<ResolvedAddress[]>;
  /** The peer actually connected to is one that may be contacted. */
  peerAllowed(hostname: string, peer: string | undefined): boolean;
}

export function createAddressGuard(allowed: ReadonlySet<string>, lookup: LookupFn): AddressGuard {
  return {
    allowed,
    async preflight(url) {
      const host = normaliseHost(url.hostname);
      if (allowed.has(host)) return;
      if (isIpLiteral(host) && !checkAddress(host).allowed)
        throw new SiteReaderError('BLOCKED_ADDRESS', { url: url.href });
      if (isLocalName(host)) throw new SiteReaderError('BLOCKED_ADDRESS', { url: url.href });
    },
    async resolve(hostname, url) {
      const host = normaliseHost(hostname);
      const isAllowed = allowed.has(host);
      if (isIpLiteral(host)) {
        if (!isAllowed && !checkAddress(host).allowed) throw new SiteReaderError('BLOCKED_ADDRESS', { url });
        return [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
      }
      if (!isAllowed && isLocalName(host)) throw new SiteReaderError('BLOCKED_ADDRESS', { url });
      let addresses: ResolvedAddress[];
      try {
        addresses = await lookup(host);
      } catch (err) {
        throw new SiteReaderError('DNS_FAILED', { url, cause: err });
      }
      if (!addresses || addresses.length === 0) throw new SiteReaderError('DNS_FAILED', { url });
      if (!isAllowed && addresses.some((a) => !checkAddress(a.address).allowed))
        throw new SiteReaderError('BLOCKED_ADDRESS', { url });
      return addresses;
    },
    peerAllowed(hostname, peer) {
      return allowed.has(normaliseHost(hostname)) || (!!peer && checkAddress(peer).allowed);
    },
  };
}
