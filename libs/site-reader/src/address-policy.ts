import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Address policy: only global unicast addresses may be contacted.
 * IPv4: every address outside the special-purpose ranges (private, loopback, link-local incl.
 * 169.254.169.254, CGNAT, multicast, broadcast, unspecified, reserved/documentation/benchmarking,
 * AS112, AMT). IPv6: only the global unicast block 2000::/3, and within it none of the
 * special-purpose ranges (documentation, benchmarking, ORCHID, Teredo, 6to4, ...). Everything
 * outside 2000::/3 is refused: loopback, unique-local, link-local, site-local (fec0::/10),
 * discard (100::/64), multicast, and every form that embeds an IPv4 address and could lead back
 * into a private network through a translator (IPv4-compatible ::a.b.c.d, IPv4-mapped, SIIT,
 * NAT64 64:ff9b::/96 and 64:ff9b:1::/48). 6to4 and Teredo embed one too and are refused as well:
 * a restaurant's website is never reachable only that way.
 */
export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name, e.g. 'private', 'loopback', 'linkLocal', 'ipv4Mapped', 'unicast' */
  range: string;
}

/** Strips the brackets of an IPv6 URL host ("[::1]" -> "::1"). */
export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function isIpLiteral(host: string): boolean {
  return isIP(unbracket(host)) !== 0;
}

/** 2000::/3, the IPv6 global unicast block (RFC 4291 section 2.4). */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

export function checkAddress(address: string): AddressVerdict {
  const raw = unbracket(address).replace(/%.*$/, ''); // drop an IPv6 zone id
  if (!ipaddr.isValid(raw)) return { allowed: false, range: 'invalid' };
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(raw);
  } catch {
    return { allowed: false, range: 'invalid' };
  }
  if (parsed.kind() === 'ipv4' && !ipaddr.IPv4.isValidFourPartDecimal(raw)) {
    // "127.1", "0x7f.1" and friends: legal for inet_aton, never legitimate in a resolver answer.
    return { allowed: false, range: 'nonCanonical' };
  }
  const range = parsed.range();
  if (parsed instanceof ipaddr.IPv6 && !parsed.match(GLOBAL_UNICAST_V6)) {
    return { allowed: false, range: range === 'unicast' ? 'notGlobalUnicast' : range };
  }
  return { allowed: range === 'unicast', range };
}

/** Normalises an allow-list entry or URL hostname for comparison. */
export function normaliseHost(host: string): string {
  let h = unbracket(host.trim().toLowerCase()).replace(/\.$/, '');
  if (ipaddr.isValid(h)) {
    try {
      h = ipaddr.parse(h).toString();
    } catch {
      /* keep as is */
    }
  }
  return h;
}

/** Hostnames that always mean "this machine", whatever DNS says. */
export function isLocalName(host: string): boolean {
  const h = normaliseHost(host);
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === 'localhost.localdomain' ||
    h.endsWith('.local') ||
    h.endsWith('.internal')
  );
}
