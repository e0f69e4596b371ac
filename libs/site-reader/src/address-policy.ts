import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Address policy: only globally routable unicast addresses may be contacted.
 * Everything else (private, loopback, link-local incl. 169.254.169.254, unique-local,
 * CGNAT, multicast, broadcast, unspecified, reserved/documentation, IPv4-mapped IPv6, ...)
 * is refused. IPv6 forms that embed an IPv4 address (NAT64, 6to4) are judged by the
 * embedded address too.
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
  if (parsed instanceof ipaddr.IPv6) {
    const range = parsed.range();
    if (range === 'ipv4Mapped' || range === 'rfc6145') return { allowed: false, range };
    if (range === 'rfc6052' || range === '6to4') {
      // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: judge that one.
      const parts = parsed.parts;
      const embedded =
        range === '6to4'
          ? new ipaddr.IPv4([parts[1] >> 8, parts[1] & 0xff, parts[2] >> 8, parts[2] & 0xff])
          : new ipaddr.IPv4([parts[6] >> 8, parts[6] & 0xff, parts[7] >> 8, parts[7] & 0xff]);
      const inner = embedded.range();
      return inner === 'unicast' ? { allowed: true, range } : { allowed: false, range: `${range}:${inner}` };
    }
    return { allowed: range === 'unicast', range };
  }
  const range = parsed.range();
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
  return h === 'localhost' || h.endsWith('.localhost') || h === 'localhost.localdomain' || h.endsWith('.local') || h.endsWith('.internal');
}
