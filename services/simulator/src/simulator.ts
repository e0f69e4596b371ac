import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openClock, type SimClock } from './clock/clock.js';
import { clockRoute } from './clock/clock.route.js';
import { sendJson, type SimRoute } from './http/http.route.js';
import type { AnswersMode } from './mailbox/answers.choice.js';
import { worldDirectory } from './mailbox/answers.world.js';
import { startMailbox, type Mailbox } from './mailbox/mailbox.js';
import { placesRoute } from './places/places.route.js';
import { createSitesProxy } from './proxy/sites.proxy.js';
import { rdapRoute } from './rdap/rdap.route.js';
import { WorldTimeline } from './timeline/timeline.world.js';
import { simulatedWorld, type SimWorld } from './world/world.js';

export interface SimulatorOptions {
  host?: string;
  /** HTTP port of the Places API, RDAP and the sites' proxy (0: a free one). */
  port?: number;
  /** The mailbox's ports (0: free ones): SMTP, its page, the demo rep's IMAP INBOX; `mailbox: false` starts none. */
  smtpPort?: number;
  mailboxPort?: number;
  imapPort?: number;
  mailbox?: boolean;
  /** The restaurants' answers arrive after this long (ms); none: 10 to 60 s, decided per address. */
  answerDelayMs?: number;
  /** Who answers the rep's mail: 'on' (default shares), 'off' (only the fixed addresses), or one kind for all. */
  answers?: AnswersMode;
  /** A mail the mailbox could not take into the INBOX or answer (default: printed to stderr). */
  onMailboxError?: (err: Error) => void;
  placesKey?: string;
  /** Where the certificate authority of the simulated sites is kept, and the clock once moved (clock.json). */
  dataDir: string;
}

export interface Simulator {
  /** http://host:port: the Places API base, the sites' proxy; RDAP under /rdap/. */
  url: string;
  placesKey: string;
  world: SimWorld;
  /** The simulator's clock (moved by POST /control/clock): every answer of the world reads the time from it. */
  clock: SimClock;
  /** The world as the clock moves: each town's announced, opened and closed places, and new websites. */
  timeline: WorldTimeline;
  /** The certificate authority that signs the simulated sites' certificates (PEM), and its file. */
  caPem: string;
  caFile: string;
  mailbox: Mailbox | null;
  /** The product's own settings that point it at this simulator, as `npm start` and the tests give them. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the simulated outside world: one HTTP server for the APIs and the sites' proxy, and the mailbox. */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1';
  const placesKey = options.placesKey ?? 'simulated-places-key';
  const world = simulatedWorld();
  const clock = openClock(options.dataDir);
  const now = () => clock.now();
  const timeline = new WorldTimeline(world.towns, clock.startDay);
  const proxy = await createSitesProxy(world, options.dataDir);
  const routes: SimRoute[] = [
    proxy.route,
    placesRoute(world.towns, placesKey, now, (set, at) => timeline.at(set, at)),
    rdapRoute(world, now, timeline),
    clockRoute(clock),
    healthRoute,
  ];
  const server = createServer((req, res) => void answer(routes, req, res));
  server.on('connect', (req, socket, head) => proxy.connect(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const mailbox =
    options.mailbox === false
      ? null
      : await startMailbox({
          host,
          smtpPort: options.smtpPort ?? 0,
          webPort: options.mailboxPort ?? 0,
          imapPort: options.imapPort ?? 0,
          // Kept beside the certificate authority, so a restart keeps the codes already sent, and
          // the rep's INBOX (its UIDs and UIDVALIDITY) with the answers on their way.
          mailDirectory: path.join(options.dataDir, 'mail'),
          inboxDirectory: path.join(options.dataDir, 'imap'),
          answerDelayMs: options.answerDelayMs,
          answers: options.answers,
          directory: worldDirectory(world),
          onError: options.onMailboxError,
          clock: now,
        });
  return {
    url,
    placesKey,
    world,
    clock,
    timeline,
    caPem: proxy.caPem,
    caFile: proxy.caFile,
    mailbox,
    settings: productSettings(url, placesKey, proxy.caFile, mailbox),
    async close() {
      server.closeAllConnections();
      proxy.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailbox?.close();
    },
  };
}

/** What each product setting is when the simulator plays its part of the outside world. */
function productSettings(
  url: string,
  placesKey: string,
  caFile: string,
  mailbox: Mailbox | null,
): Record<string, string> {
  return {
    LEADS_PROVIDER: 'google',
    GOOGLE_PLACES_BASE_URL: url,
    GOOGLE_PLACES_API_KEY: placesKey,
    RDAP_BASE_URL: `${url}/rdap/`,
    SITE_PROXY_URL: url,
    SITE_PROXY_CA_FILE: caFile,
    SIMULATED_SITES_URL: url,
    // The product goes by the simulated world's time: a watch falls due when the simulated week has passed.
    CLOCK_URL: `${url}/control/clock`,
    ...(mailbox
      ? { SMTP_URL: mailbox.smtpUrl, MAILBOX_PAGE_URL: mailbox.pageUrl, MAILBOX_IMAP_URL: mailbox.imapUrl }
      : {}),
  };
}

const healthRoute: SimRoute = (req, res, url) => {
  if (url.pathname !== '/healthz') return false;
  sendJson(res, 200, { status: 'ok' });
  return true;
};

/** The first route that takes the request answers it; nothing takes it: 404 in Google's error shape. */
async function answer(routes: SimRoute[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    for (const route of routes) if (await route(req, res, url)) return;
    sendJson(res, 404, {
      error: { code: 404, message: `No such path: ${req.method} ${url.pathname}`, status: 'NOT_FOUND' },
    });
  } catch (err) {
    if (!res.headersSent)
      sendJson(res, 500, { error: { code: 500, message: (err as Error).message, status: 'INTERNAL' } });
    else res.destroy();
  }
}
