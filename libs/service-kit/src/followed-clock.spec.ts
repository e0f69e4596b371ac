import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FollowedClock } from './followed-clock.js';

describe('the clock the product goes by where the simulator runs', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: string };

  beforeAll(async () => {
    server = createServer((_req, res) =>
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/control/clock`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is the wall clock without a simulator', async () => {
    const clock = new FollowedClock(undefined);
    expect(Math.abs((await clock.sync()).getTime() - Date.now())).toBeLessThan(1_000);
  });

  it("is the wall clock plus the simulator's moved days once synced", async () => {
    answer = { status: 200, body: JSON.stringify({ now: 'x', advanced_days: 28 }) };
    const clock = new FollowedClock(url);
    const ahead = (await clock.sync()).getTime() - Date.now();
    expect(Math.round(ahead / 86_400_000)).toBe(28);
    expect(Math.round((clock.now().getTime() - Date.now()) / 86_400_000)).toBe(28);
  });

  it('keeps the days last read when the simulator answers garbage or errors', async () => {
    answer = { status: 200, body: JSON.stringify({ advanced_days: 7 }) };
    const clock = new FollowedClock(url);
    await clock.sync();
    answer = { status: 200, body: 'not json' };
    expect(Math.round(((await clock.sync()).getTime() - Date.now()) / 86_400_000)).toBe(7);
    answer = { status: 500, body: JSON.stringify({ advanced_days: 90 }) };
    expect(Math.round(((await clock.sync()).getTime() - Date.now()) / 86_400_000)).toBe(7);
  });
});
