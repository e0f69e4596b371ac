import { ProxyAgent, type Dispatcher } from 'undici';
import { SiteReaderError } from './errors.js';
import { trustedContext } from './tls.context.js';

/**
 * An outbound HTTP proxy the reader crawls through (egress control, crawling from stable
 * addresses). Plain http pages are asked of it in absolute form; https pages go through a
 * CONNECT tunnel, with TLS to the site end to end (or to a proxy that inspects TLS and signs
 * with its own certificate authority, `ca`).
 */
export interface SiteProxy {
  /** http://host:port of the proxy. */
  url: string;
  /** A certificate authority (PEM) trusted in addition to the default roots: a proxy that inspects TLS. */
  ca?: string;
}

/** Checks the proxy's address: http:// with a host, nothing else. */
export function checkProxyUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError('proxy url must be an http://host:port address');
  }
  if (parsed.protocol !== 'http:' || !parsed.hostname)
    throw new TypeError('proxy url must be an http://host:port address');
  return parsed;
}

/**
 * The dispatcher for one page read through the proxy. The proxy resolves names and connects; the
 * reader has already refused IP literals of private ranges and local names before asking it.
 */
export function proxyDispatcher(proxy: SiteProxy, timeoutMs: number): Dispatcher {
  return new ProxyAgent({
    uri: checkProxyUrl(proxy.url).href,
    proxyTunnel: false,
    connectTimeout: Math.min(timeoutMs, 10_000),
    connections: 4,
    pipelining: 0,
    ...(proxy.ca ? { requestTls: { secureContext: trustedContext(proxy.ca, true) } } : {}),
  });
}

/** Said when the proxy itself cannot be reached: nothing could be read, whatever the site. */
export const PROXY_DOWN_MESSAGE = 'The website could not be reached: the outbound proxy for websites did not answer.';
/** Said when the proxy refuses the address (its access rules, or a site it will not fetch). */
export const PROXY_REFUSED_MESSAGE = 'The website could not be reached: the outbound proxy refused this address.';

const PROXY_CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The reader's error for a failure that belongs to the proxy rather than the site, or undefined.
 * Through a proxy every connection the reader makes is to the proxy, so a refused or timed-out
 * connection means the proxy is down; a CONNECT answered with anything but 200 is its refusal.
 */
export function proxyErrorFrom(err: unknown, url: string): SiteReaderError | undefined {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (e.code && PROXY_CONNECT_FAILURES.has(e.code))
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: PROXY_DOWN_MESSAGE });
  const tunnel = /Proxy response \((\d{3})\) !== 200/.exec(e.message ?? '');
  if (tunnel) return tunnelRefusal(Number(tunnel[1]), url, err);
  if (e.cause && e.cause !== err) return proxyErrorFrom(e.cause, url);
  return undefined;
}

/** A CONNECT the proxy would not open: a gateway error means the site failed behind it; anything else is a refusal. */
function tunnelRefusal(status: number, url: string, cause: unknown): SiteReaderError {
  if (status === 502 || status === 504)
    return new SiteReaderError(status === 504 ? 'TIMEOUT' : 'FETCH_FAILED', { url, cause });
  return new SiteReaderError('FETCH_FAILED', { url, cause, message: PROXY_REFUSED_MESSAGE });
}

/**
 * An absolute-form answer that is the proxy's own refusal, not the site's page: the proxy says so
 * with a Proxy-Status header carrying an error (RFC 9209).
 */
export function proxyRefusal(headers: Record<string, string>, url: string): SiteReaderError | undefined {
  const status = headers['proxy-status'];
  if (!status || !/;\s*error=/i.test(status)) return undefined;
  if (/error=dns_error/i.test(status)) return new SiteReaderError('DNS_FAILED', { url });
  return new SiteReaderError('FETCH_FAILED', { url, message: PROXY_REFUSED_MESSAGE });
}
