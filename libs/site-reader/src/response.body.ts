import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { SiteReaderError, siteReaderErrorFrom } from './errors.js';

/** One answer from a site, in the shape the body reader takes. */
export interface SiteAnswer {
  statusCode: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Readable;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface HtmlBody {
  body: Buffer;
  contentType: string;
}

/**
 * The body of a final (non-redirect) response, refused unless it is a successful HTML page
 * within the size cap.
 */
export async function readHtmlBody(
  res: Pick<SiteAnswer, 'statusCode' | 'body'>,
  headers: Record<string, string>,
  url: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<HtmlBody> {
  if (res.statusCode < 200 || res.statusCode >= 300) {
    discard(res.body);
    throw new SiteReaderError('HTTP_STATUS', { status: res.statusCode, url });
  }
  const contentType = headers['content-type'] ?? '';
  const mime = contentType.split(';')[0].trim().toLowerCase();
  if (mime && !HTML_TYPES.has(mime)) {
    discard(res.body);
    throw new SiteReaderError('NOT_HTML', {
      url,
      message: `This address is not a web page (it returned ${describeType(mime)}).`,
    });
  }
  const declared = Number(headers['content-length']);
  if (!headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    discard(res.body);
    throw new SiteReaderError('TOO_LARGE', { url });
  }
  let body: Buffer;
  try {
    body = await readCapped(res.body, headers['content-encoding'], maxBytes, url);
  } catch (err) {
    throw siteReaderErrorFrom(err, signal, url);
  }
  if (!mime && !looksLikeHtml(body)) throw new SiteReaderError('NOT_HTML', { url });
  return { body, contentType };
}

export function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/** Drops a body we no longer want, swallowing the abort error destroy() emits. */
export function discard(stream: Readable | zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress): void {
  stream.on('error', () => undefined);
  stream.destroy();
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
  return (
    head.startsWith('<!doctype html') ||
    head.startsWith('<html') ||
    head.startsWith('<head') ||
    head.startsWith('<body') ||
    /^<!--/.test(head)
  );
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  const e = (encoding ?? '').trim().toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return zlib.createGunzip();
  if (e === 'deflate') return zlib.createInflate();
  if (e === 'br') return zlib.createBrotliDecompress();
  return undefined;
}

/** Reads a body, decompressing it, and aborts as soon as it passes maxBytes. */
async function readCapped(
  body: Readable,
  encoding: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
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
