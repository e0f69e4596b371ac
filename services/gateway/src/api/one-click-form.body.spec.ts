import type { AddressInfo } from 'node:net';
import express from 'express';
import { buildOpenApi } from '../docs/openapi.js';
import { oneClickFormBody } from './one-click-form.body.js';

/** An app that parses bodies as the gateway does and answers with what it read. */
async function app() {
  const server = express()
    .use(express.json({ limit: '1kb' }))
    .use(oneClickFormBody('1kb'))
    .use((req, res) => res.json({ body: req.body ?? null }))
    .use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
      res.status(err.status ?? 500).json({ status: err.status }),
    )
    .listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((r) => server.close(r)) };
}

const form = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

describe('the one-click unsubscribe body (RFC 8058)', () => {
  let server: Awaited<ReturnType<typeof app>>;
  beforeAll(async () => (server = await app()));
  afterAll(() => server.close());

  it('is read as a form on the unsubscribe route', async () => {
    const res = await form(`${server.url}/api/unsubscribe/abc`, 'List-Unsubscribe=One-Click');
    expect(await res.json()).toEqual({ body: { 'List-Unsubscribe': 'One-Click' } });
  });

  it('leaves JSON and an empty body to the JSON reader there', async () => {
    const json = await fetch(`${server.url}/api/unsubscribe/abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await json.json()).toEqual({ body: {} });
    const empty = await fetch(`${server.url}/api/unsubscribe/abc`, { method: 'POST' });
    expect(await empty.json()).toEqual({ body: null });
  });

  it('is not read on any other route, which stays JSON only', async () => {
    const res = await form(`${server.url}/api/auth/signin`, 'email=a%40b.co&password=x');
    expect(await res.json()).toEqual({ body: null });
    const get = await fetch(`${server.url}/api/unsubscribe/abc`, {
      method: 'GET',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await get.json()).toEqual({ body: null });
  });

  it('keeps the body limit, and refuses a form with many fields', async () => {
    expect((await form(`${server.url}/api/unsubscribe/abc`, `List-Unsubscribe=${'x'.repeat(2048)}`)).status).toBe(413);
    const many = Array.from({ length: 20 }, (_, i) => `f${i}=1`).join('&');
    expect((await form(`${server.url}/api/unsubscribe/abc`, many)).status).toBe(413);
  });

  it('is documented on the unsubscribe route alone', () => {
    const content = (path: string) =>
      Object.keys(
        (buildOpenApi('test').paths as Record<string, { post: { requestBody: { content: object } } }>)[path]!.post
          .requestBody.content,
      );
    expect(content('/api/unsubscribe/{token}')).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(content('/api/auth/signin')).toEqual(['application/json']);
  });
});
