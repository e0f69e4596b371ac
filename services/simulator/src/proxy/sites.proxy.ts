import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SimRoute } from '../http/http.route.js';
import type { SimWorld } from '../world/world.js';

/**
 * The websites, reached as through an outbound proxy (absolute-form requests and CONNECT): only
 * the simulated world's own domains are served, everything else is refused (filled in by the sites work).
 */
export interface SitesProxy {
  /** Absolute-form requests (`GET http://host/path`) and the gateway's view of a site. */
  route: SimRoute;
  /** CONNECT host:443. */
  connect(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The certificate authority (PEM) that signs the simulated sites' certificates. */
  caPem: string;
  caFile: string;
}

export async function createSitesProxy(_world: SimWorld, dataDir: string): Promise<SitesProxy> {
  return {
    route: () => false,
    connect: (_req, socket) => socket.end('HTTP/1.1 501 Not Implemented\r\n\r\n'),
    caPem: '',
    caFile: `${dataDir}/ca.pem`,
  };
}
