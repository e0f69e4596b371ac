import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A door on 127.0.0.1 in front of the simulated Places API for one leads instance: it passes
 * requests through until `hold()`, then keeps each new one unanswered, so a test knows a search is
 * in that instance's hands (waiting on Google) at the moment it kills it.
 */
export interface PlacesDoor {
  /** The base URL the instance is given in place of the simulator's. */
  url: string;
  hold(): void;
  /** Resolves once a request is being held. */
  holding(): Promise<void>;
  close(): Promise<void>;
}

export async function openPlacesDoor(target: string): Promise<PlacesDoor> {
  const upstream = new URL(target);
  let held = false;
  let onHeld: (() => void) | null = null;
  const heldResponses = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (held) {
      heldResponses.add(res);
      res.on('close', () => heldResponses.delete(res));
      onHeld?.();
      return;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = upstream.pathname.replace(/\/$/, '');
  return {
    url: `http://127.0.0.1:${port}${base}`,
    hold() {
      held = true;
    },
    holding: () => (heldResponses.size > 0 ? Promise.resolve() : new Promise<void>((resolve) => (onHeld = resolve))),
    async close() {
      for (const res of heldResponses) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
