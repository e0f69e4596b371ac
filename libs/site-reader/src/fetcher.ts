import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, buildConnector, request, type Dispatcher } from 'undici';
import { checkAddress, isIpLiteral, isLocalName, normaliseHost, unbracket } from './address-policy.js';
import { decodeHtml } from './charset.js';
import { SiteReaderError, findSiteReaderError } from './errors.js';
import { sameSite } from './site.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has. Injectable so tests never need real DNS. */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

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
  readonly settings: Readonly<Required<Omit<SiteReaderOptions, 'lookup' | 'allowPrivateHosts' | 'tlsCa'>>> & { allowPrivateHosts: readonly string[] };
}

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemLookup: LookupFn = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export function createSiteReader(options: SiteReaderOptions = {}): SiteReader {
  const timeoutMs = positive(options.timeoutMs, 10_000, 'timeoutMs');
  const maxBytes = positive(options.maxBytes, 2 * 1024 * 1024, 'maxBytes');
  const maxRedirects = options.maxRedirects ?? 5;
  if (!Number.isInteger(maxRedirects) || maxRedirects < 0) throw new TypeError('maxRedirects must be a whole number >= 0');
  const userAgent = options.userAgent?.trim() || DEFAULT_USER_AGENT;
  const allowList = (options.allowPrivateHosts ?? []).map(normaliseHost).filter(Boolean);
  if (allowList.length > 0 && process.env.NODE_ENV === 'production') {
    throw new Error('allowPrivateHosts is a test setting and is refused when NODE_ENV=production.');
  }
  const allowed = new Set(allowList);
  const lookup = options.lookup ?? systemLookup;

  /** Resolves a host and refuses it unless every address is public (or the host is allow-listed). */
  async function resolveSafe(hostname: string, url: string): Promise<ResolvedAddress[]> {
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
    if (!isAllowed) {
      for (const a of addresses) {
        if (!checkAddress(a.address).allowed) throw new SiteReaderError('BLOCKED_ADDRESS', { url });
      }
    }
    return addresses;
  }

  /**
   * An undici connector that resolves the host itself, validates every address and then
   * connects to the validated IP (TLS keeps the hostname for SNI and certificate checks).
   * The address connected is the address checked: DNS rebinding between check and connect
   * has nothing to slip through.
   */
  function makeConnector(currentUrl: () => string): buildConnector.connector {
    const base = buildConnector({ timeout: Math.min(timeoutMs, 10_000), ...(options.tlsCa ? { ca: options.tlsCa } : {}) });
    return (opts, callback) => {
      const hostname = unbracket(opts.hostname);
      resolveSafe(hostname, currentUrl()).then(
        (addresses) => {
          const tryAt = (i: number): void => {
            const target = addresses[i].address;
            const literal = isIpLiteral(hostname);
            base(
              {
                ...opts,
                hostname: target,
                servername: opts.protocol === 'https:' && !literal ? hostname : undefined,
              },
              (err, socket) => {
                if (err || !socket) {
                  if (i + 1 < addresses.length) return tryAt(i + 1);
                  return callback(err ?? new Error('connect failed'), null);
                }
                // Belt and braces: the peer must be the address we validated.
                const peer = (socket as Socket).remoteAddress;
                if (!allowed.has(normaliseHost(hostname)) && (!peer || !checkAddress(peer).allowed)) {
                  socket.destroy();
                  return callback(new SiteReaderError('BLOCKED_ADDRESS', { url: currentUrl() }), null);
                }
                callback(null, socket);
              },
            );
          };
          tryAt(0);
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
      );
    };
  }

  async function fetchPage(input: string, fetchOptions: FetchOptions = {}): Promise<FetchedPage> {
    const started = performance.now();
    let url = parseUrl(input);
    const origin = new URL(url.href);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new SiteReaderError('TIMEOUT', { url: url.href })), timeoutMs);
    let current = url.href;
    const agent = new Agent({ connect: makeConnector(() => current), connections: 4, pipelining: 0 });
    const redirects: string[] = [];
    try {
      for (;;) {
        current = url.href;
        await preflight(url);
        let res: Dispatcher.ResponseData;
        try {
          res = await request(url, {
            method: 'GET',
            dispatcher: agent,
            signal: controller.signal,
            headers: {
              'user-agent': userAgent,
              accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
              'accept-language': 'en-US,en;q=0.9',
              'accept-encoding': 'gzip, deflate, br',
            },
          });
        } catch (err) {
          throw mapError(err, controller.signal, url.href);
        }
        const headers = flattenHeaders(res.headers);
        if (REDIRECT_STATUSES.has(res.statusCode) && headers.location) {
          discard(res.body);
          let next: URL;
          try {
            next = new URL(headers.location, url);
          } catch {
            throw new SiteReaderError('INVALID_URL', { url: url.href, message: 'The website redirected to an invalid address.' });
          }
          redirects.push(next.href);
          if (redirects.length > maxRedirects) throw new SiteReaderError('TOO_MANY_REDIRECTS', { url: next.href });
          url = checkProtocol(next);
          await preflight(url); // an SSRF refusal says so, even when the target is also off-site
          if (fetchOptions.sameSiteOnly && !sameSite(url, origin)) {
            throw new SiteReaderError('FETCH_FAILED', { url: url.href, message: "The page redirected away from the restaurant's own site." });
          }
          continue;
        }
        if (res.statusCode < 200 || res.statusCode >= 300) {
          discard(res.body);
          throw new SiteReaderError('HTTP_STATUS', { status: res.statusCode, url: url.href });
        }
        const contentType = headers['content-type'] ?? '';
        const mime = contentType.split(';')[0].trim().toLowerCase();
        if (mime && !HTML_TYPES.has(mime)) {
          discard(res.body);
          throw new SiteReaderError('NOT_HTML', {
            url: url.href,
            message: `This address is not a web page (it returned ${describeType(mime)}).`,
          });
        }
        const declared = Number(headers['content-length']);
        if (!headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
          discard(res.body);
          throw new SiteReaderError('TOO_LARGE', { url: url.href });
        }
        let body: Buffer;
        try {
          body = await readCapped(res.body, headers['content-encoding'], maxBytes, url.href);
        } catch (err) {
          throw mapError(err, controller.signal, url.href);
        }
        if (!mime && !looksLikeHtml(body)) {
          throw new SiteReaderError('NOT_HTML', { url: url.href });
        }
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
      agent.destroy().catch(() => undefined);
    }
  }

  /** Refuses IP literals and local names before any request is made. DNS names are judged in the connector. */
  async function preflight(url: URL): Promise<void> {
    const host = normaliseHost(url.hostname);
    if (allowed.has(host)) return;
    if (isIpLiteral(host) && !checkAddress(host).allowed) throw new SiteReaderError('BLOCKED_ADDRESS', { url: url.href });
    if (isLocalName(host)) throw new SiteReaderError('BLOCKED_ADDRESS', { url: url.href });
  }

  return {
    fetchPage,
    settings: { timeoutMs, maxBytes, maxRedirects, userAgent, allowPrivateHosts: [...allowed] },
  };
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
    throw new SiteReaderError('INVALID_URL', { url: url.href, message: 'Web addresses with a user name or password cannot be fetched.' });
  }
  url.hash = '';
  return url;
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function describeType(mime: string): string {
  if (mime === 'application/pdf') return 'a PDF file';
  if (mime.includes('json')) return 'JSON data';
  if (mime.startsWith('image/')) return 'an image';
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'a media file';
  return mime;
}

function looksLikeHtml(body: Buffer): boolean {
  const head = body.subarray(0, 1024).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') || head.startsWith('<body') || /^<!--/.test(head);
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  const e = (encoding ?? '').trim().toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return zlib.createGunzip();
  if (e === 'deflate') return zlib.createInflate();
  if (e === 'br') return zlib.createBrotliDecompress();
  return undefined;
}

/** Reads a body, decompressing it, and aborts as soon as it passes maxBytes. */
async function readCapped(body: Readable, encoding: string | undefined, maxBytes: number, url: string): Promise<Buffer> {
  const decoder = decoderFor(encoding);
  const source: Readable = decoder ? body.pipe(decoder) : body;
  if (decoder) body.on('error', (err) => decoder.destroy(err));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buf.length;
      if (total > maxBytes) throw new SiteReaderError('TOO_LARGE', { url });
      chunks.push(buf);
    }
  } finally {
    discard(body);
    if (decoder) discard(decoder);
  }
  return Buffer.concat(chunks, total);
}

/** Drops a body we no longer want, swallowing the abort error destroy() emits. */
function discard(stream: Readable | zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress): void {
  stream.on('error', () => undefined);
  stream.destroy();
}

function mapError(err: unknown, signal: AbortSignal, url: string): SiteReaderError {
  const own = findSiteReaderError(err);
  if (own) return own;
  if (signal.aborted) {
    const reason = signal.reason;
    return reason instanceof SiteReaderError ? reason : new SiteReaderError('TIMEOUT', { url, cause: err });
  }
  const code = (err as { code?: string } | null)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new SiteReaderError('DNS_FAILED', { url, cause: err });
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'ETIMEDOUT') {
    return new SiteReaderError('TIMEOUT', { url, cause: err });
  }
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS|ERR_SSL/.test(code)) {
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: "The website's security certificate is not valid." });
  }
  if (code === 'ECONNREFUSED') return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: 'The website refused the connection.' });
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: 'The website closed the connection.' });
  }
  if (code === 'Z_DATA_ERROR' || code === 'ERR__ERROR_FORMAT_PADDING_1') {
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: 'The website sent a page that could not be decoded.' });
  }
  return new SiteReaderError('FETCH_FAILED', { url, cause: err });
}
