import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { TLSSocket } from 'node:tls';
import { sendJson, type SimRoute } from '../http/http.route.js';
import { loadSiteCa } from '../tls/site-ca.js';
import type { SitePage } from '../world/sites/site-page.js';
import type { SimWorld } from '../world/world.js';

/**
 * The websites, reached as through an operator's outbound proxy: plain http in absolute form
 * (`GET http://host/path`), https through `CONNECT host:443`, answered with a certificate the
 * simulator's own authority signs. Only the simulated world's own sites are served; every other
 * address is refused, and nothing is ever forwarded to the network.
 */
export interface SitesProxy {
  /**
   * Absolute-form requests (`GET http://host/path`) and the gateway's view of a site
   * (`GET /sites/<host>/<path>`, https unless X-Forwarded-Proto says http).
   */
  route: SimRoute;
  /** CONNECT host:443. */
  connect(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The certificate authority (PEM) that signs the simulated sites' certificates, and its file. */
  caPem: string;
  caFile: string;
  /** Ends the open tunnels (the HTTP server no longer tracks a socket once it is CONNECTed). */
  close(): void;
}

/** The proxy's own refusal, as RFC 9209 says a proxy marks it: not the site's answer. */
const REFUSED_STATUS = 'leadgen-simulator; error=http_request_denied';
const REFUSED_BODY =
  '<!DOCTYPE html><html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>The simulator serves only its own simulated websites.</p></body></html>\n';

export async function createSitesProxy(world: SimWorld, dataDir: string): Promise<SitesProxy> {
  const ca = await loadSiteCa(dataDir);
  const servesHost = (host: string): boolean => world.sites.page(`https://${host}/`).found;

  /** The https side: requests arriving inside a CONNECT tunnel, once TLS is terminated. */
  const tunnelled = createServer((req, res) => {
    const host = tunnelHosts.get(req.socket) ?? '';
    void answerPage(world.sites.page(`https://${host}${req.url ?? '/'}`), req, res);
  });
  const tunnelHosts = new WeakMap<object, string>();
  const tunnels = new Set<Duplex>();

  return {
    caPem: ca.caPem,
    caFile: ca.caFile,
    route(req, res) {
      const target = req.url ?? '';
      if (/^http:\/\//i.test(target)) {
        const url = new URL(target);
        if (req.method !== 'GET' && req.method !== 'HEAD') refuse(res, 405);
        else if (!servesHost(url.hostname) || (url.port && url.port !== '80')) refuse(res, 403);
        else void answerPage(world.sites.page(url.href), req, res);
        return true;
      }
      const view = /^\/sites\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?$/.exec(target);
      if (!view || req.method !== 'GET') return false;
      const scheme = req.headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
      const page = world.sites.page(`${scheme}://${view[1]}${view[2] ?? '/'}${view[3] ?? ''}`, 'person');
      sendJson(res, 200, page);
      return true;
    },
    close() {
      for (const socket of tunnels) socket.destroy();
      tunnels.clear();
    },
    connect(req, socket, head) {
      socket.on('error', () => socket.destroy());
      tunnels.add(socket);
      socket.once('close', () => tunnels.delete(socket));
      const [host, port] = splitAuthority(req.url ?? '');
      if (!host || port !== '443' || !servesHost(host)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      ca.contextFor(host).then(
        (secureContext) => {
          socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) socket.unshift(head);
          const tls = new TLSSocket(socket, { isServer: true, secureContext, ALPNProtocols: ['http/1.1'] });
          tls.on('error', () => tls.destroy());
          tunnelHosts.set(tls, host.toLowerCase());
          tunnelled.emit('connection', tls);
        },
        () => socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'),
      );
    },
  };
}

/** `host:port` of a CONNECT request (IPv6 literals in brackets are never simulated sites). */
function splitAuthority(authority: string): [string, string] {
  const colon = authority.lastIndexOf(':');
  if (colon <= 0 || authority.startsWith('[')) return ['', ''];
  return [authority.slice(0, colon), authority.slice(colon + 1)];
}

function refuse(res: ServerResponse, status: 403 | 405): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(REFUSED_BODY),
    'proxy-status': REFUSED_STATUS,
  });
  res.end(REFUSED_BODY);
}

/** The site's answer as HTTP: a slow site waits its delay first (and gives up when the reader hangs up). */
async function answerPage(page: SitePage, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (page.delay_ms > 0) {
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    try {
      await sleep(page.delay_ms, undefined, { signal: gone.signal });
    } catch {
      return;
    }
  }
  const body = Buffer.from(page.body, 'utf8');
  res.writeHead(page.status, {
    'content-type': page.content_type,
    'content-length': body.length,
    ...(page.location ? { location: page.location } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
