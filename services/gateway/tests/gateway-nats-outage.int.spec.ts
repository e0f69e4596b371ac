import type { ChildProcess } from 'node:child_process';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { ROUTES, SUBJECTS } from '@leadgen/contracts';
import { silentLogger, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { type RunningAccounts, startAccounts } from '@leadgen/test-kit';
// @ts-expect-error plain ESM module without types
import { findOrInstallNatsServer, freePort, startNatsServer } from '../../../tools/infra.mjs';

/**
 * The gateway against a NATS server of its own that the test stops and starts again: while the
 * bus is down every request answers 503 at once, and once it is back requests succeed again with
 * no restart of the gateway.
 */
describe('gateway during a NATS outage', () => {
  const natsBin: string = findOrInstallNatsServer();
  let port: number;
  let nats: ChildProcess;
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  /** A signed-in rep's session token, from the real accounts service on this suite's NATS. */
  let token: string;
  let service: NatsConnection;
  /** How long the stand-in catalogue service takes to answer, in ms. */
  let serviceDelay = 0;
  /** Answers the stand-in still owes; dropped when the suite ends. */
  const owed = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    port = await freePort();
    nats = await startNatsServer(natsBin, port);
    const url = `nats://127.0.0.1:${port}`;
    // Reconnects as a service does (libs/service-kit bootstrap): forever, a second apart.
    service = await connect({ servers: url, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
    service.subscribe(SUBJECTS.leads.cuisineTypes, {
      callback: (_err, msg) => answerCatalogue(msg, serviceDelay, owed),
    });
    await service.flush();
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: url, JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ natsUrl: url });
    token = (await accounts.signIn(gateway.url)).token;
  });

  afterAll(async () => {
    owed.forEach(clearTimeout);
    await gateway?.close();
    await accounts?.close();
    await service?.close();
    await stopNats();
  });

  beforeEach(() => {
    serviceDelay = 0;
  });

  async function stopNats(): Promise<void> {
    if (!nats || nats.exitCode !== null || nats.signalCode !== null) return;
    const exited = new Promise((resolve) => nats.once('exit', resolve));
    nats.kill('SIGKILL');
    await exited;
  }

  /**
   * The cuisine catalogue through the gateway (a 5 s route). The request carries its own 1.5 s
   * limit: a request that hangs fails the test by aborting instead of answering.
   */
  async function catalogue(limitMs = 1500): Promise<{ status: number; code?: string; error?: string }> {
    const res = await fetch(`${gateway.url}/api/cuisine-types`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(limitMs),
    });
    const body = (await res.json()) as { code?: string; error?: string };
    return { status: res.status, code: body.code, error: body.error };
  }

  /** Asks until the catalogue answers 200; the time it took, in ms. */
  async function untilServed(withinMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      if ((await catalogue()).status === 200) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the catalogue was not served within ${withinMs} ms of NATS coming back`);
  }

  it('serves the route while NATS is up', async () => {
    expect((await catalogue()).status).toBe(200);
  });

  it('answers 503 at once while NATS is down, and serves again once it is back, with no restart', async () => {
    expect((await catalogue()).status).toBe(200);
    await stopNats();

    const down = await catalogue();
    expect(down).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Cuisine catalogue is temporarily unavailable. Please try again shortly.',
    });
    // Still refused at once while the gateway keeps trying to reconnect.
    await new Promise((r) => setTimeout(r, 1200));
    expect((await catalogue()).status).toBe(503);

    nats = await startNatsServer(natsBin, port);
    // Gateway and service each retry a second apart, so the first success comes within 2 s.
    expect(await untilServed(5000)).toBeLessThan(2000);
  }, 20_000);

  it('answers 503 at once to a request already waiting when NATS goes down', async () => {
    serviceDelay = 4000;
    const waiting = catalogue();
    await new Promise((r) => setTimeout(r, 200));
    await stopNats();
    expect(await waiting).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    nats = await startNatsServer(natsBin, port);
    serviceDelay = 0;
    await untilServed(5000);
  }, 20_000);

  it('answers 503 at once when no service serves the subject', async () => {
    const res = await fetch(`${gateway.url}${ROUTES.urlPitch.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ website_url: 'https://restaurant.example' }),
      signal: AbortSignal.timeout(1500),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 504 only when the service is there but slower than the route allows', async () => {
    serviceDelay = 7000;
    const res = await catalogue(7000);
    expect(res).toMatchObject({ status: 504, code: 'TIMEOUT' });
  }, 15_000);
});

/** The stand-in catalogue service, speaking the service wire format: { id, response, isDisposed }. */
function answerCatalogue(msg: Msg, delayMs: number, owed: Set<NodeJS.Timeout>): void {
  const { id } = msg.json<{ id: string }>();
  const reply = () => msg.respond(JSON.stringify({ id, isDisposed: true, response: { base_cuisines_with_names: [] } }));
  if (delayMs === 0) return void reply();
  const timer = setTimeout(() => {
    owed.delete(timer);
    reply();
  }, delayMs);
  owed.add(timer);
}
