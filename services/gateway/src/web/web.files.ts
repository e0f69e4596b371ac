import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** A build's content hash in a file name (`144.77475c818a.js`, `App.0e94bc0f19.js.map`): the bytes never change under it. */
const CONTENT_HASH = /\.[0-9a-f]{10}\.\w/;
const PRECOMPRESSED = /\.(br|gz)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept but asked about again each time (ETag / Last-Modified): index.html, manifests and entry files change in place. */
export const REVALIDATE = 'no-cache';

/**
 * How long a browser or CDN may keep a built file: a year for a file whose name carries its content
 * hash (a new build gives it a new name); otherwise it must ask again, so a deploy shows at once.
 * The .br or .gz sibling is kept as long as the file it compresses.
 */
export function cacheControlFor(file: string): string {
  return CONTENT_HASH.test(path.basename(file).replace(PRECOMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * A front end's build folder: each file as its precompressed .br sibling when Accept-Encoding
 * allows brotli, else its .gz, else as it is, with the plain file's type, Vary: Accept-Encoding and
 * the cache policy above. The siblings are listed once, when the handler is made.
 * `fallthrough`: whether a file not found goes on to the next handler or is a 404.
 */
export function builtFiles(dir: string, { fallthrough }: { fallthrough: boolean }): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough,
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => res.setHeader('cache-control', cacheControlFor(file)),
    },
  });
}
