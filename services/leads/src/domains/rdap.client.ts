import { LRUCache } from 'lru-cache';
import { parseBootstrap, serverFor, withSlash, type RdapBootstrap } from './rdap.bootstrap.js';
import { isDomainObject, registrationDate } from './rdap.domain.js';
import { Gate } from './rdap.gate.js';

/** Why a domain's registration date is unknown: the lead says it is unknown, the search goes on. */
export type UnknownReason =
  'no_registry' | 'not_found' | 'refused' | 'timed_out' | 'unreachable' | 'malformed' | 'no_date';

export type DomainDate = { registered_at: number } | { registered_at: null; unknown: UnknownReason };

export interface RdapOptions {
  /** One RDAP server for every domain (the simulator's), instead of the bootstrap file. */
  baseUrl: string | null;
  /** IANA's bootstrap file for domain names; null with no baseUrl: no lookups at all. */
  bootstrapUrl: string | null;
  timeoutMs: number;
  /** Lookups in flight at once, across every search of this instance. */
  concurrency?: number;
  /** Domains remembered, and for how long: a known date for a day, an unknown one for minutes. */
  cacheSize?: number;
  knownTtlMs?: number;
  unknownTtlMs?: number;
  /** How long the bootstrap file is kept (a day), and how long a failure to read it is (a minute). */
  bootstrapTtlMs?: number;
  bootstrapRetryMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const HOUR_MS = 3_600_000;
const MAX_BODY_CHARS = 1_000_000;

/**
 * Asks the registries when a domain was registered (RDAP, RFC 9083), finding each TLD's server in
 * IANA's bootstrap file (RFC 9224) unless one server is given. Never throws: a time-out, a refusal,
 * a 404, a malformed answer or a server that is down make the date unknown.
 */
export class RdapClient {
  private readonly cache: LRUCache<string, DomainDate>;
  private readonly inFlight = new Map<string, Promise<DomainDate>>();
  private readonly gate: Gate;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private bootstrap: { at: number; servers: RdapBootstrap | null; ttl: number } | null = null;
  private bootstrapping: Promise<RdapBootstrap | null> | null = null;

  constructor(private readonly options: RdapOptions) {
    this.cache = new LRUCache({ max: options.cacheSize ?? 20_000, ttl: options.knownTtlMs ?? 24 * HOUR_MS });
    this.gate = new Gate(options.concurrency ?? 8);
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
  }

  /** The domain's registration date, or why it is unknown; the same domain asked twice at once is asked once. */
  async lookup(domain: string): Promise<DomainDate> {
    const name = domain.toLowerCase().replace(/\.$/, '');
    const cached = this.cache.get(name);
    if (cached) return cached;
    const pending = this.inFlight.get(name);
    if (pending) return pending;
    const asked = this.gate
      .run(() => this.ask(name))
      .then((answer) => {
        const ttl = answer.registered_at === null ? (this.options.unknownTtlMs ?? 10 * 60_000) : undefined;
        this.cache.set(name, answer, ttl === undefined ? undefined : { ttl });
        return answer;
      })
      .finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, asked);
    return asked;
  }

  private async ask(name: string): Promise<DomainDate> {
    const base = this.options.baseUrl ? withSlash(this.options.baseUrl) : await this.serverFromBootstrap(name);
    if (base === 'unreachable') return { registered_at: null, unknown: 'unreachable' };
    if (!base) return { registered_at: null, unknown: 'no_registry' };
    const answer = await this.getJson(`${base}domain/${encodeURIComponent(name)}`);
    if ('unknown' in answer) return { registered_at: null, unknown: answer.unknown };
    if (!isDomainObject(answer.json)) return { registered_at: null, unknown: 'malformed' };
    const at = registrationDate(answer.json);
    return at === null ? { registered_at: null, unknown: 'no_date' } : { registered_at: at };
  }

  /** The TLD's server from the bootstrap file; 'unreachable' when the file cannot be read. */
  private async serverFromBootstrap(name: string): Promise<string | null | 'unreachable'> {
    const servers = await this.bootstrapServers();
    return servers ? serverFor(servers, name) : 'unreachable';
  }

  /** IANA's file, read once and kept for a day; a failure to read it is kept a minute, so a search does not ask 60 times. */
  private async bootstrapServers(): Promise<RdapBootstrap | null> {
    const kept = this.bootstrap;
    if (kept && this.now() - kept.at < kept.ttl) return kept.servers;
    if (!this.options.bootstrapUrl) return null;
    this.bootstrapping ??= this.getJson(this.options.bootstrapUrl)
      .then((answer) => {
        const servers = 'json' in answer ? parseBootstrap(answer.json) : null;
        const ttl = servers ? (this.options.bootstrapTtlMs ?? 24 * HOUR_MS) : (this.options.bootstrapRetryMs ?? 60_000);
        this.bootstrap = { at: this.now(), servers, ttl };
        return servers;
      })
      .finally(() => {
        this.bootstrapping = null;
      });
    return this.bootstrapping;
  }

  private async getJson(url: string): Promise<{ json: unknown } | { unknown: UnknownReason }> {
    let res: Response;
    try {
      res = await this.fetch(url, {
        headers: { accept: 'application/rdap+json, application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error)?.name;
      return { unknown: name === 'TimeoutError' || name === 'AbortError' ? 'timed_out' : 'unreachable' };
    }
    try {
      if (res.status === 404) return { unknown: 'not_found' };
      if (res.status === 403 || res.status === 429) return { unknown: 'refused' };
      if (!res.ok) return { unknown: 'unreachable' };
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BODY_CHARS) return { unknown: 'malformed' };
      const text = await res.text();
      if (text.length > MAX_BODY_CHARS) return { unknown: 'malformed' };
      return { json: JSON.parse(text) as unknown };
    } catch (err) {
      return { unknown: (err as Error)?.name === 'TimeoutError' ? 'timed_out' : 'malformed' };
    } finally {
      if (!res.bodyUsed) await res.body?.cancel().catch(() => {});
    }
  }
}
