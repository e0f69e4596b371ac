import { Agent, request, type Dispatcher } from 'undici';
import { normaliseHost } from './address-policy.js';
import { safeConnector } from './address.connector.js';
import { createAddressGuard, systemLookup, type AddressGuard, type LookupFn } from './address.guard.js';
import { decodeHtml } from './charset.js';
import { SiteReaderError, siteReaderErrorFrom } from './errors.js';
import { checkProxyUrl, proxyDispatcher, proxyErrorFrom, proxyRefusal, type SiteProxy } from './proxy.dispatcher.js';
import { discard, flattenHeaders, readHtmlBody, type SiteAnswer } from './response.body.js';
import { sameSite } from './site.js';

export type { LookupFn, ResolvedAddress } from './address.guard.js';
export type { SiteProxy } from './proxy.dispatcher.js';

export interface SiteReaderOptions {
  /** Total time limit for one fetchPage call, redirects and body included. Default 10000. */
  timeoutMs?: number;
  /** Body cap in bytes (after decompression), enforced while streaming. Default 2 MB. */
  maxBytes?: number;
  /** Redirects followed at most. Default 5. */
  maxRedirects?: number;
  /** User-Agent header. Default: a current desktop Chrome. */
  userAgent?: string;
  /**
   * TESTS ONLY: URL hostnames (names or IP literals, as written in the URL) that may resolve
   * to loopback/private addresses. Refused (the factory throws) when NODE_ENV=production.
   */
  allowPrivateHosts?: string[];
  /** DNS resolver. Default: the system resolver (dns.lookup, all addresses). */
  lookup?: LookupFn;
  /** Trusted CA certificates (PEM) for https, REPLACING the default roots: tests and private CAs only. */
  tlsCa?: string | string[];
  /**
   * An outbound HTTP proxy every page is read through (egress control, stable addresses). Every
   * hop is still checked first (IP literals of private ranges and local names are refused before
   * the proxy is asked); names are resolved by the proxy. Left out, sites are read directly.
   */
  proxy?: SiteProxy;
}

export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  html: string;
  /** Body size in bytes (decoded from any content-encoding, before charset decoding). */
  bytes: number;
  /** Every URL redirected to, in order (the final URL last when there were redirects). */
  redirects: string[];
  ms: number;
  /** Response headers of the final response (lower-case names). */
  headers: Record<string, string>;
  charset: string;
}

export interface FetchOptions {
  /** Refuse redirects that leave the registrable site of the URL asked for (readSite uses this for sub-pages). */
  sameSiteOnly?: boolean;
}

export interface SiteReader {
  fetchPage(url: string, options?: FetchOptions): Promise<FetchedPage>;
  readonly settings: Readonly<Required<Omit<SiteReaderOptions, 'lookup' | 'allowPrivateHosts' | 'tlsCa' | 'proxy'>>> & {
    allowPrivateHosts: readonly string[];
  };
}

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function createSiteReader(options: SiteReaderOptions = {}): SiteReader {
  const settings = settingsOf(options);
  if (options.proxy) checkProxyUrl(options.proxy.url);
  const guard = createAddressGuard(new Set(settings.allowPrivateHosts), options.lookup ?? systemLookup);
  const connector = { timeoutMs: settings.timeoutMs, tlsCa: options.tlsCa };

  async function fetchPage(input: string, fetchOptions: FetchOptions = {}): Promise<FetchedPage> {
    const started = performance.now();
    let url = parseUrl(input);
    const origin = new URL(url.href);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new SiteReaderError('TIMEOUT', { url: url.href })),
      settings.timeoutMs,
    );
    let current = url.href;
    const direct = new Agent({
      connect: safeConnector(guard, connector, () => current),
      connections: 4,
      pipelining: 0,
    });
    const proxied: Dispatcher | null = options.proxy ? proxyDispatcher(options.proxy, settings.timeoutMs) : null;
    const redirects: string[] = [];
    const answer = async (target: URL): Promise<SiteAnswer> => {
      await guard.preflight(target);
      // The tests' loopback fixture sites (the allow-list, refused in production) are read directly, never through the proxy.
      const viaProxy = proxied !== null && !guard.allowed.has(normaliseHost(target.hostname));
      const res = await send(target, viaProxy ? proxied : direct, settings.userAgent, controller.signal, viaProxy);
      const headers = flattenHeaders(res.headers);
      const refused = viaProxy ? proxyRefusal(headers, target.href) : undefined;
      if (refused) {
        discard(res.body);
        throw refused;
      }
      return { statusCode: res.statusCode, headers, body: res.body };
    };
    try {
      for (;;) {
        current = url.href;
        const res = await answer(url);
        const { headers } = res;
        if (REDIRECT_STATUSES.has(res.statusCode) && headers.location) {
          discard(res.body);
          url = await nextHop(url, headers.location, {
            redirects,
            origin,
            maxRedirects: settings.maxRedirects,
            sameSiteOnly: fetchOptions.sameSiteOnly,
            guard,
          });
          continue;
        }
        const { body, contentType } = await readHtmlBody(res, headers, url.href, settings.maxBytes, controller.signal);
        const { html, charset } = decodeHtml(body, contentType);
        return {
          url: url.href,
          status: res.statusCode,
          contentType: contentType || 'text/html',
          html,
          bytes: body.length,
          redirects,
          ms: Math.round(performance.now() - started),
          headers,
          charset,
        };
      }
    } finally {
      clearTimeout(timer);
      direct.destroy().catch(() => undefined);
      proxied?.destroy().catch(() => undefined);
    }
  }

  return { fetchPage, settings };
}

/** Validated settings with their defaults. */
function settingsOf(options: SiteReaderOptions): SiteReader['settings'] {
  const timeoutMs = positive(options.timeoutMs, 10_000, 'timeoutMs');
  const maxBytes = positive(options.maxBytes, 2 * 1024 * 1024, 'maxBytes');
  const maxRedirects = options.maxRedirects ?? 5;
  if (!Number.isInteger(maxRedirects) || maxRedirects < 0)
    throw new TypeError('maxRedirects must be a whole number >= 0');
  const userAgent = options.userAgent?.trim() || DEFAULT_USER_AGENT;
  const allowList = (options.allowPrivateHosts ?? []).map(normaliseHost).filter(Boolean);
  if (allowList.length > 0 && process.env.NODE_ENV === 'production') {
    throw new Error('allowPrivateHosts is a test setting and is refused when NODE_ENV=production.');
  }
  return { timeoutMs, maxBytes, maxRedirects, userAgent, allowPrivateHosts: [...new Set(allowList)] };
}

async function send(
  url: URL,
  agent: Dispatcher,
  userAgent: string,
  signal: AbortSignal,
  throughProxy: boolean,
): Promise<Dispatcher.ResponseData> {
  try {
    return await request(url, {
      method: 'GET',
      dispatcher: agent,
      signal,
      headers: {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-language': 'en-US,en;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
  } catch (err) {
    throw (
      (throughProxy && !signal.aborted && proxyErrorFrom(err, url.href)) || siteReaderErrorFrom(err, signal, url.href)
    );
  }
}

interface RedirectState {
  /** Every address redirected to so far; the next one is added. */
  redirects: string[];
  origin: URL;
  maxRedirects: number;
  sameSiteOnly: boolean | undefined;
  guard: AddressGuard;
}

/** The address a redirect leads to, refused when it is invalid, one too many, not allowed or (for sub-pages) off-site. */
async function nextHop(from: URL, location: string, state: RedirectState): Promise<URL> {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new SiteReaderError('INVALID_URL', {
      url: from.href,
      message: 'The website redirected to an invalid address.',
    });
  }
  state.redirects.push(next.href);
  if (state.redirects.length > state.maxRedirects) throw new SiteReaderError('TOO_MANY_REDIRECTS', { url: next.href });
  const url = checkProtocol(next);
  await state.guard.preflight(url); // an SSRF refusal says so, even when the target is also off-site
  if (state.sameSiteOnly && !sameSite(url, state.origin)) {
    throw new SiteReaderError('FETCH_FAILED', {
      url: url.href,
      message: "The page redirected away from the restaurant's own site.",
    });
  }
  return url;
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`${name} must be a positive number`);
  return value;
}

export function parseUrl(input: string): URL {
  if (typeof input !== 'string' || input.trim() === '') throw new SiteReaderError('INVALID_URL');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new SiteReaderError('INVALID_URL');
  }
  return checkProtocol(url);
}

function checkProtocol(url: URL): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteReaderError('UNSUPPORTED_PROTOCOL', { url: url.href });
  }
  if (!url.hostname) throw new SiteReaderError('INVALID_URL', { url: url.href });
  if (url.username || url.password) {
    throw new SiteReaderError('INVALID_URL', {
      url: url.href,
      message: 'Web addresses with a user name or password cannot be fetched.',
    });
  }
  url.hash = '';
  return url;
}
