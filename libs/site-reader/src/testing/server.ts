import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadFixtureManifest, type FixtureManifest, type FixtureSite } from './manifest.js';
import { fixturesDir } from './paths.js';

/** One request a fixture site saw. */
export interface FixtureRequest {
  site: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

export interface ServedSite {
  slug: string;
  port: number;
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Home page URL, e.g. http://127.0.0.1:41234/ */
  url: string;
  manifest: FixtureSite;
}

export interface FixtureServer {
  /** Every site by slug. */
  sites: Record<string, ServedSite>;
  manifest: FixtureManifest;
  /** URL of a path on a site: url('casa-del-sol', '/menu'). */
  url(slug: string, pathname?: string): string;
  /** Every request seen so far, all sites. */
  requests: FixtureRequest[];
  /** Requests one site saw. */
  requestsTo(slug: string): FixtureRequest[];
  /** Forget the request log. */
  resetRequests(): void;
  /** What to pass as SiteReaderOptions.allowPrivateHosts to reach these sites. */
  allowPrivateHosts: string[];
  close(): Promise<void>;
}

export interface ServeFixturesOptions {
  /** Only these slugs (default: every site of the manifest). */
  only?: string[];
  /** How long the `slow` site waits before answering. Default 5000 ms. */
  slowMs?: number;
  /** Size of the `huge-body` site's body. Default 50 MB. */
  hugeBytes?: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

/**
 * Serves every fixture restaurant site on 127.0.0.1, one port per site, so each site is its own
 * origin (root-relative links work, and "never leave the site" can be tested). The same handler
 * serves all of them. Static sites come from fixtures/<slug>/ ("/" -> index.html, "/menu" ->
 * menu.html or menu/index.html); `{{origin}}` in a served file becomes the site's origin and
 * `{{origin:<slug>}}` another site's. Behaviour sites (403, redirects, huge, endless, not-html,
 * slow, canary) are coded below; see fixtures/index.json for each site's facts.
 */
export async function serveFixtures(options: ServeFixturesOptions = {}): Promise<FixtureServer> {
  const manifest = loadFixtureManifest();
  const dir = fixturesDir();
  const slowMs = options.slowMs ?? 5000;
  const hugeBytes = options.hugeBytes ?? 50 * 1024 * 1024;
  const chosen = manifest.sites.filter((s) => !options.only || options.only.includes(s.slug));
  const requests: FixtureRequest[] = [];
  const servers: Server[] = [];
  const sites: Record<string, ServedSite> = {};
  const timers = new Set<NodeJS.Timeout>();

  const origin = (slug: string): string => {
    const s = sites[slug];
    if (!s) throw new Error(`unknown fixture site ${slug}`);
    return s.origin;
  };
  const template = (text: string, slug: string): string =>
    text.replace(/\{\{origin(?::([a-z0-9-]+))?\}\}/g, (_m, other: string | undefined) => origin(other ?? slug));

  const handle = (site: FixtureSite, req: IncomingMessage, res: ServerResponse): void => {
    const reqUrl = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push({
      site: site.slug,
      method: req.method ?? 'GET',
      path: reqUrl.pathname + reqUrl.search,
      headers: req.headers,
      at: Date.now(),
    });
    switch (site.behaviour) {
      case 'status-403':
        return sendFile(site, '/', res, 403);
      case 'redirects':
        return redirector(site, reqUrl, res);
      case 'huge-body':
        return streamBytes(res, hugeBytes, reqUrl.pathname !== '/chunked');
      case 'endless':
        return streamBytes(res, Infinity, false);
      case 'not-html':
        return notHtml(reqUrl, res);
      case 'slow': {
        if (reqUrl.pathname === '/drip') {
          // Headers at once, then a few bytes every 100 ms, forever: only a total time limit stops it.
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.write('<!doctype html><title>Drip</title>');
          const iv = setInterval(() => {
            if (res.destroyed) return clearInterval(iv);
            res.write('<p>drip</p>');
          }, 100);
          timers.add(iv);
          res.on('close', () => {
            clearInterval(iv);
            timers.delete(iv);
          });
          return;
        }
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.destroyed) sendHtml(res, 200, '<!doctype html><title>Finally</title><p>Sorry for the wait.</p>');
        }, slowMs);
        timers.add(t);
        return;
      }
      default:
        return sendFile(site, reqUrl.pathname, res, 200);
    }
  };

  function sendHtml(
    res: ServerResponse,
    status: number,
    html: string,
    extraHeaders: Record<string, string> = {},
  ): void {
    const body = Buffer.from(html, 'utf8');
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...extraHeaders,
    });
    res.end(body);
  }

  function sendFile(site: FixtureSite, pathname: string, res: ServerResponse, status: number): void {
    const file = resolveFile(path.join(dir, site.slug), pathname);
    if (!file) return sendHtml(res, 404, '<!doctype html><title>Not found</title><h1>Page not found</h1>');
    const ext = path.extname(file).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    if (type.startsWith('text/html')) body = Buffer.from(template(body.toString('utf8'), site.slug), 'utf8');
    const headers: Record<string, string | number> = { 'content-type': type, 'content-length': body.length };
    for (const [k, v] of Object.entries(site.headers ?? {})) headers[k] = v;
    res.writeHead(status, headers);
    res.end(body);
  }

  function redirector(site: FixtureSite, reqUrl: URL, res: ServerResponse): void {
    const to = (location: string): void => {
      res.writeHead(302, { location, 'content-length': 0 });
      res.end();
    };
    const canary = sites['canary'] ? new URL(sites['canary'].origin) : undefined;
    const canaryPort = canary?.port ?? '9';
    const p = reqUrl.pathname;
    if (p === '/') return sendFile(site, '/', res, 200);
    if (p === '/to-self-site') return to('/landing');
    if (p === '/landing' || p === '/refresh') return sendFile(site, p, res, 200);
    if (p === '/to-loopback-name') return to(`http://localhost:${canaryPort}/`);
    if (p === '/to-mapped') return to(`http://[::ffff:127.0.0.1]:${canaryPort}/`);
    if (p === '/to-ipv6-loopback') return to(`http://[::1]:${canaryPort}/`);
    if (p === '/to-private') return to('http://10.0.0.5/admin');
    if (p === '/to-metadata') return to('http://169.254.169.254/latest/meta-data/');
    if (p === '/to-evil-name') return to(`http://evil.example.com:${canaryPort}/`);
    if (p === '/to-file') return to('file:///etc/passwd');
    if (p === '/to-gopher') return to(`gopher://127.0.0.1:${canaryPort}/_GET`);
    if (p === '/to-canary') return to(`${canary?.origin ?? 'http://127.0.0.1:9'}/`);
    if (p === '/loop') return to('/loop');
    const chain = /^\/chain\/(\d+)$/.exec(p);
    if (chain) {
      const n = Number(chain[1]);
      return n <= 0 ? sendFile(site, '/landing', res, 200) : to(`/chain/${n - 1}`);
    }
    if (p === '/go') {
      const target = reqUrl.searchParams.get('to');
      if (target) return to(target);
    }
    sendHtml(res, 404, '<!doctype html><title>Not found</title>');
  }

  function streamBytes(res: ServerResponse, total: number, withLength: boolean): void {
    const chunk = Buffer.alloc(64 * 1024, '<p>lorem ipsum dolor sit amet</p>\n');
    const head: Record<string, string | number> = { 'content-type': 'text/html; charset=utf-8' };
    if (withLength && Number.isFinite(total)) head['content-length'] = total;
    res.writeHead(200, head);
    res.write('<!doctype html><html><head><title>Big</title></head><body>');
    let sent = 0;
    const pump = (): void => {
      while (!res.destroyed && sent < total) {
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          res.once('drain', pump);
          return;
        }
      }
      if (!res.destroyed && sent >= total) res.end();
    };
    res.on('close', () => {
      sent = total;
    });
    pump();
  }

  function notHtml(reqUrl: URL, res: ServerResponse): void {
    if (reqUrl.pathname === '/menu.pdf') {
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        'latin1',
      );
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      return void res.end(pdf);
    }
    if (reqUrl.pathname === '/untyped') {
      const raw = Buffer.from('{"name":"not a page"}');
      res.writeHead(200, { 'content-length': raw.length });
      return void res.end(raw);
    }
    const json = Buffer.from(JSON.stringify({ name: 'Menu API', items: [{ name: 'Soup', price: 6 }] }));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': json.length });
    res.end(json);
  }

  for (const site of chosen) {
    const server = createServer((req, res) => {
      try {
        handle(site, req, res);
      } catch (err) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    });
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    sites[site.slug] = {
      slug: site.slug,
      port,
      origin: `http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}/`,
      manifest: site,
    };
  }

  return {
    sites,
    manifest,
    url: (slug, pathname = '/') => new URL(pathname, origin(slug)).href,
    requests,
    requestsTo: (slug) => requests.filter((r) => r.site === slug),
    resetRequests: () => {
      requests.length = 0;
    },
    allowPrivateHosts: ['127.0.0.1'],
    close: async () => {
      for (const t of timers) clearTimeout(t); // also clears intervals
      timers.clear();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}

function resolveFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const clean = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  const trimmed = base.replace(/[/\\]+$/, '');
  const tries = decoded.endsWith('/')
    ? [path.join(base, 'index.html'), `${trimmed}.html`]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return tries.find((f) => existsSync(f) && statSync(f).isFile());
}
