import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEMO_SITE_OFF_MESSAGE,
  DemoSitePageReplySchema,
  ErrorEnvelopeSchema,
  type DemoSitePageReply,
  type DemoSitePageRequest,
} from '@leadgen/contracts';
import { SiteReaderError, findSiteReaderError, siteReaderErrorFrom } from './errors.js';

/**
 * Where the demo world's pages come from: asked for one URL on a demo-site host, it answers the
 * page as that site would (status, type, redirect, body, how long the site takes), as a
 * DemoSitePageReply. The reader checks every answer against that contract before using it.
 */
export type DemoSource = (url: URL, signal: AbortSignal) => Promise<unknown>;

/**
 * How a reader treats the hosts reserved for the demo world: a source to read them from, or
 * 'off' to refuse them (outside demo mode a demo-site address is not a real website).
 */
export type DemoSites = DemoSource | 'off';

/** One answer, live or from the demo world, in the shape the body reader takes. */
export interface SiteAnswer {
  statusCode: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Readable;
}

/**
 * The demo world's answer for a URL, shaped like an HTTP response so redirects, statuses, types
 * and the size cap are judged exactly as for a live site. A site that takes longer than the
 * reader's time limit times out like a real one.
 */
export async function demoAnswer(url: URL, sites: DemoSites, signal: AbortSignal): Promise<SiteAnswer> {
  if (sites === 'off') throw new SiteReaderError('DEMO_SITE_OFF', { url: url.href });
  const reply = await askDemoSource(url, sites, signal);
  if (!reply.found) throw new SiteReaderError('DNS_FAILED', { url: url.href });
  try {
    if (reply.delay_ms > 0) await sleep(reply.delay_ms, undefined, { signal });
  } catch (err) {
    throw siteReaderErrorFrom(err, signal, url.href);
  }
  const body = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string> = { 'content-length': String(body.length) };
  if (reply.content_type) headers['content-type'] = reply.content_type;
  if (reply.location) headers.location = reply.location;
  return { statusCode: reply.status, headers, body: Readable.from([body]) };
}

/** The source's reply, checked against the contract; a source that fails, hangs past the limit or answers garbage is a reader error. */
async function askDemoSource(url: URL, source: DemoSource, signal: AbortSignal): Promise<DemoSitePageReply> {
  let raw: unknown;
  try {
    raw = await untilAborted(source(url, signal), signal);
  } catch (err) {
    if (signal.aborted) throw siteReaderErrorFrom(err, signal, url.href);
    throw (
      findSiteReaderError(err) ??
      new SiteReaderError('FETCH_FAILED', {
        url: url.href,
        cause: err,
        message: 'The demo website could not be reached.',
      })
    );
  }
  const parsed = DemoSitePageReplySchema.safeParse(raw);
  if (!parsed.success) {
    throw new SiteReaderError('FETCH_FAILED', {
      url: url.href,
      message: 'The demo website answered with something that is not a web page.',
    });
  }
  return parsed.data;
}

/** Settles with the promise, or rejects as soon as the signal aborts (a source that ignores the signal cannot hold the reader past its limit). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** Said when the service holding the demo world does not answer. */
export const DEMO_WORLD_DOWN =
  'The demo website could not be reached: the leads service, which serves the demo world, did not answer.';

/**
 * A demo source that asks over a request/reply transport (the services ask the leads service on
 * `leads.demo-site-page`). Any failure of the transport is the reader's error in a rep's words;
 * a demo world that is itself off (leads not serving demo data) refuses the address as demo mode off.
 */
export function demoSourceOver(
  ask: (request: DemoSitePageRequest, signal: AbortSignal) => Promise<unknown>,
): DemoSource {
  return async (url, signal) => {
    try {
      return await ask({ url: url.href }, signal);
    } catch (err) {
      if (signal.aborted) throw siteReaderErrorFrom(err, signal, url.href);
      const envelope = ErrorEnvelopeSchema.safeParse(err);
      if (envelope.success && envelope.data.error === DEMO_SITE_OFF_MESSAGE)
        throw new SiteReaderError('DEMO_SITE_OFF', { url: url.href });
      throw new SiteReaderError('FETCH_FAILED', { url: url.href, cause: err, message: DEMO_WORLD_DOWN });
    }
  };
}
