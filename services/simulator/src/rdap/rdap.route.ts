import { sendJson, type SimRoute } from '../http/http.route.js';
import { dayOf } from '../clock/clock.days.js';
import type { SimWorld } from '../world/world.js';
import { DomainRegistry } from './rdap.domains.js';
import { dnsBootstrap, domainObject, RDAP_CONTENT_TYPE, rdapError } from './rdap.objects.js';

const LDH_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The simulated world's registrations as its clock moves: when it started, and the new restaurants' domains. */
export interface RegistrationsAt {
  startDay: number;
  /** Days since a new restaurant registered the domain, on `day`; null when none has (yet). */
  websiteAge(name: string, day: number): number | null;
}

/**
 * RDAP (RFC 9083) for the simulated world's domains under /rdap/: `domain/{name}` for every
 * restaurant's, chain's and vendor's domain (towns' included), and for the domains restaurants
 * opened since the simulator started register on their day (404 before it); and `dns.json`, the
 * bootstrap file (RFC 9224) that names this server for com, net and org.
 */
export function rdapRoute(
  world: SimWorld,
  clock: () => Date = () => new Date(),
  registrations?: RegistrationsAt,
): SimRoute {
  const registry = new DomainRegistry(world);
  /** Days since registration at `now`: the world's domains keep their dates from the start day. */
  const daysSince = (name: string, now: Date): number | null => {
    const today = dayOf(now);
    const known = registry.registeredDaysAgo(name);
    if (!registrations) return known;
    if (known !== null) return known + Math.max(0, today - registrations.startDay);
    return registrations.websiteAge(name, today);
  };
  return (req, res, url) => {
    if (!url.pathname.startsWith('/rdap/')) return false;
    const headers = { 'content-type': RDAP_CONTENT_TYPE, 'access-control-allow-origin': '*' };
    const base = `http://${req.headers.host ?? '127.0.0.1'}/rdap/`;
    const now = clock();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, rdapError(405, 'Method Not Allowed', 'RDAP answers GET and HEAD.'), headers);
      return true;
    }
    if (url.pathname === '/rdap/dns.json') {
      sendJson(res, 200, dnsBootstrap(base, now), { ...headers, 'content-type': 'application/json' });
      return true;
    }
    const m = /^\/rdap\/domain\/([^/]+)$/.exec(url.pathname);
    if (!m) {
      sendJson(res, 400, rdapError(400, 'Bad Request', `No such RDAP query: ${url.pathname}`), headers);
      return true;
    }
    let name = '';
    try {
      name = decodeURIComponent(m[1]!).toLowerCase().replace(/\.$/, '');
    } catch {
      // A malformed escape is no domain name: answered as one below.
    }
    if (!LDH_NAME.test(name)) {
      sendJson(res, 400, rdapError(400, 'Bad Request', `Not a domain name: ${name}`), headers);
      return true;
    }
    const days = daysSince(name, now);
    if (days === null) {
      sendJson(res, 404, rdapError(404, 'Not Found', `The domain ${name} is not registered here.`), headers);
      return true;
    }
    sendJson(res, 200, domainObject(name, days, now, `${base}domain/${name}`), headers);
    return true;
  };
}
