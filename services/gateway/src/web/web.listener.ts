import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrorsInEnvelope } from '@leadgen/service-kit';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayEnv } from '../env.js';
import { isGatewayPath, webFront } from './web.front.js';

const VIA_APP_URL = Symbol('viaAppUrl');
type Marked = IncomingMessage & { [VIA_APP_URL]?: true };

/**
 * The app's address, on the gateway's own Express app: a request that came in on the web port
 * and is not for the gateway's routes is a page or a file, answered by the web front; anything
 * else goes on to the API as on the gateway's port, with no hop in between.
 */
export function appUrlFront(env: GatewayEnv): RequestHandler {
  const front = webFront(env);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!(req as Marked)[VIA_APP_URL] || isGatewayPath(req.path)) return next();
    front(req, res, next);
  };
}

export interface AppUrlListener {
  server: Server;
  port: number;
}

/** A second listener on the same app; each request it takes is marked as having come to the app's address. */
export function listenOnAppUrl(app: Express, port: number, host: string): Promise<AppUrlListener> {
  const server = http.createServer((req, res) => {
    (req as Marked)[VIA_APP_URL] = true;
    app(req, res);
  });
  answerClientErrorsInEnvelope(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}
