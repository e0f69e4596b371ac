import { createHash } from 'node:crypto';

/** RDAP answers are JSON of their own media type (RFC 7480). */
export const RDAP_CONTENT_TYPE = 'application/rdap+json';
export const RDAP_CONFORMANCE = ['rdap_level_0'];

const DAY_MS = 86_400_000;

const NOTICES = [
  {
    title: 'Simulated registration data',
    description: [
      "These records belong to the simulator's fictional world (domains under the reserved example names of RFC 2606).",
      'They are not registration data of any real registry.',
    ],
  },
];

/** The same time of day for a domain every time it is asked about. */
function secondsInDay(domain: string): number {
  return createHash('sha256').update(domain).digest().readUInt32BE(0) % 86_400;
}

/**
 * The RFC 9083 domain object for a domain registered `daysAgo` days before `now`: handle, status,
 * and the registration, expiration and last-update events a registry gives.
 */
export function domainObject(domain: string, daysAgo: number, now: Date, selfUrl: string) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const registered = new Date(today - daysAgo * DAY_MS + secondsInDay(domain) * 1000);
  // Registrations run a whole number of years and are renewed before they lapse.
  const years = Math.max(1, Math.ceil((now.getTime() - registered.getTime()) / (365.25 * DAY_MS)) + 1);
  const expires = new Date(registered);
  expires.setUTCFullYear(registered.getUTCFullYear() + years);
  const changed = new Date(Math.max(registered.getTime(), expires.getTime() - 365 * DAY_MS));
  const tld = domain.split('.').pop()!.toUpperCase();
  const handle = `${createHash('sha256').update(domain).digest('hex').slice(0, 10).toUpperCase()}_DOMAIN_${tld}-SIM`;
  return {
    objectClassName: 'domain',
    handle,
    ldhName: domain.toUpperCase(),
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: registered.toISOString() },
      { eventAction: 'expiration', eventDate: expires.toISOString() },
      { eventAction: 'last changed', eventDate: (changed > now ? registered : changed).toISOString() },
      { eventAction: 'last update of RDAP database', eventDate: now.toISOString() },
    ],
    entities: [
      {
        objectClassName: 'entity',
        handle: 'SIM-REGISTRAR',
        roles: ['registrar'],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', 'Simulated Registrar, Inc.'],
          ],
        ],
      },
    ],
    nameservers: [
      { objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE.NET' },
      { objectClassName: 'nameserver', ldhName: 'NS2.EXAMPLE.NET' },
    ],
    secureDNS: { delegationSigned: false },
    links: [{ value: selfUrl, rel: 'self', href: selfUrl, type: RDAP_CONTENT_TYPE }],
    rdapConformance: RDAP_CONFORMANCE,
    notices: NOTICES,
  };
}

/** An RDAP error response (RFC 9083 section 6). */
export function rdapError(errorCode: number, title: string, description: string) {
  return { errorCode, title, description: [description], rdapConformance: RDAP_CONFORMANCE, notices: NOTICES };
}

/** The IANA-style bootstrap file for DNS (RFC 9224) naming this server for the reserved example names' TLDs. */
export function dnsBootstrap(baseUrl: string, now: Date) {
  return {
    version: '1.0',
    publication: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString(),
    description: "RDAP bootstrap file for the simulator's domain name space",
    services: [[['com', 'net', 'org'], [baseUrl]]],
  };
}
