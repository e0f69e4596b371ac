import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import type { INestMicroservice } from '@nestjs/common';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { AccountsEnvSchema, AccountsModule, openDatabase } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
// @ts-expect-error plain ESM module without types
import { ensureNats, freePort, portAnswers } from '../../../tools/infra.mjs';
import { type BuiltFile, makeWebApps, rawExchange, type WebApps } from '@leadgen/test-kit';

/** An answer with its bytes as they came over the wire (fetch would decompress them). */
interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function wire(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The plain bytes of an answer, undoing its Content-Encoding. */
function decoded(res: WireAnswer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
}

/** The CSP's directives by name, e.g. { 'script-src': ["'self'", 'https://cdn.example.com'] }. */
function cspOf(header: string | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const CHROME = 'gzip, deflate, br, zstd';
const gatewayEnv = (apps: WebApps, extra: Record<string, string> = {}) =>
  GatewayEnvSchema.parse({
    NATS_URL: testNatsUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    WEB_PORT: '0',
    WEB_APPS_DIR: apps.dir,
    ...extra,
  });

describe("the app's address: the gateway serving the front ends beside the API", () => {
  let apps: WebApps;
  let orm: MikroORM;
  let accounts: INestMicroservice;
  let gateway: RunningGateway;
  let app = '';

  beforeAll(async () => {
    apps = makeWebApps();
    const env = AccountsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      AUTH_RATE_PER_MINUTE: '100000',
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    await orm.em.fork().getConnection().execute('truncate throttles');
    accounts = await startTestService('accounts', AccountsModule.forRoot(env, orm, silentLogger()));
    gateway = await startGateway(gatewayEnv(apps, { DEMO_MODE: 'true' }), silentLogger(), 0);
    app = gateway.webUrl!;
  });

  afterAll(async () => {
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
    apps?.remove();
  });

  describe('the API', () => {
    const signin = (base: string, body: unknown) =>
      fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const withoutRequestId = ({ request_id, ...rest }: Record<string, unknown>) => {
      expect(request_id).toEqual(expect.any(String));
      return rest;
    };

    it("signs in and answers a signed-in read on the app's address as on the gateway's port", async () => {
      const res = await signin(app, { email: 'web.front@example.com', password: 'any-password-1' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
      const { session_token: token } = (await res.json()) as { session_token: string };
      const profile = async (base: string) => {
        const answer = await fetch(`${base}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } });
        return { status: answer.status, body: await answer.json(), csp: answer.headers.get('content-security-policy') };
      };
      const there = await profile(app);
      expect(there).toEqual(await profile(gateway.url));
      expect(there).toMatchObject({
        status: 200,
        body: { success: true, profile: { email: 'web.front@example.com' } },
      });
      // The API keeps the gateway's own strict policy, not the pages'.
      expect(cspOf(there.csp)['script-src']).toEqual(["'self'"]);
      expect(cspOf(there.csp)['default-src']).toEqual(["'self'"]);
    });

    it('answers bad input, a missing token and an unknown API route in the same envelope on both ports', async () => {
      for (const base of [app, gateway.url]) {
        const bad = await signin(base, { email: 'not-an-email' });
        expect([base, bad.status]).toEqual([base, 400]);
        expect(withoutRequestId(await bad.json())).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          fields: expect.any(Object),
        });
      }
      const pairs = await Promise.all(
        ['/api/account/profile', '/api/no-such-route'].map(async (path) => {
          const [here, there] = await Promise.all([fetch(app + path), fetch(gateway.url + path)]);
          return {
            path,
            here: [here.status, withoutRequestId(await here.json())],
            there: [there.status, withoutRequestId(await there.json())],
          };
        }),
      );
      for (const { path, here, there } of pairs) expect([path, here]).toEqual([path, there]);
      expect(pairs[0]!.here[0]).toBe(401);
      expect(pairs[1]!.here).toEqual([
        404,
        { success: false, code: 'NOT_FOUND', error: 'Unknown route: GET /api/no-such-route' },
      ]);
    });

    it("answers the health checks there, and keeps /metrics on the gateway's port", async () => {
      expect((await fetch(`${app}/healthz`)).status).toBe(200);
      expect((await fetch(`${app}/readyz`)).headers.get('content-type')).toMatch(/^application\/json/);
      const metrics = await fetch(`${gateway.url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_requests_total');
      for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
        const res = await fetch(app + path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(await res.json()).toEqual({
          success: false,
          code: 'NOT_FOUND',
          error: `Unknown route: GET ${path.split('?')[0]}`,
        });
      }
    });
  });

  describe('the built files', () => {
    const files = () => Object.entries(apps.files);
    const expectedEncoding = (file: BuiltFile, accepted: 'br' | 'gzip' | 'none') =>
      accepted === 'none' || file.siblings === 'none'
        ? undefined
        : accepted === 'br' && file.siblings === 'br+gz'
          ? 'br'
          : 'gzip';

    it.each([
      ['a browser that takes brotli', CHROME, 'br'],
      ['a client that takes gzip only', 'gzip', 'gzip'],
      ['a client that refuses brotli', 'br;q=0, gzip;q=0.8', 'gzip'],
      ['a client that takes no compression', 'identity', 'none'],
      ['a client that says nothing', '', 'none'],
    ] as const)(
      'gives %s the best file it takes, whole, with its own type and length',
      async (_who, acceptEncoding, accepted) => {
        for (const [key, file] of files()) {
          const res = await wire(app + file.url, {
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          });
          expect([key, res.status]).toEqual([key, 200]);
          expect([key, res.headers['content-encoding']]).toEqual([key, expectedEncoding(file, accepted)]);
          expect([key, decoded(res).equals(file.body)]).toEqual([key, true]);
          expect([key, Number(res.headers['content-length'])]).toEqual([key, res.body.length]);
          // Caches keep one copy per encoding only when they know the answer depends on it.
          expect([key, res.headers.vary]).toEqual([key, file.siblings === 'none' ? undefined : 'Accept-Encoding']);
        }
      },
    );

    it("names each file's own type, not the compressed sibling's", async () => {
      const types: Record<string, RegExp> = {
        index: /^text\/html; charset=utf-8$/i,
        shellEntry: /^text\/javascript; charset=utf-8$/i,
        'search-mfe:manifest': /^application\/json; charset=utf-8$/i,
        'search-mfe:chunk': /^text\/javascript; charset=utf-8$/i,
        'search-mfe:plain': /^text\/plain; charset=utf-8$/i,
      };
      for (const [key, type] of Object.entries(types)) {
        for (const acceptEncoding of [CHROME, 'gzip', 'identity']) {
          const res = await wire(app + apps.files[key]!.url, { headers: { 'accept-encoding': acceptEncoding } });
          expect([key, acceptEncoding, res.headers['content-type']]).toEqual([
            key,
            acceptEncoding,
            expect.stringMatching(type),
          ]);
        }
      }
    });

    it('answers HEAD with the headers GET would send and no body', async () => {
      for (const [key, file] of files()) {
        for (const acceptEncoding of [CHROME, 'gzip', '']) {
          const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
          const [get, head] = [
            await wire(app + file.url, { headers }),
            await wire(app + file.url, { method: 'HEAD', headers }),
          ];
          expect([key, head.status, head.body.length]).toEqual([key, 200, 0]);
          for (const name of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'etag', 'vary']) {
            expect([key, name, head.headers[name]]).toEqual([key, name, get.headers[name]]);
          }
        }
      }
    });

    it('lets browsers and CDNs keep hashed files for a year, and revalidate pages, manifests and entry files', async () => {
      const hashed = ['shellChunk', 'search-mfe:chunk', 'analysis-mfe:gzOnly', 'diagnostic-mfe:plain'];
      const revalidated = [
        'index',
        'shellEntry',
        'search-mfe:entry',
        'search-mfe:manifest',
        'search-mfe:main',
        'diagnostic-mfe:entry',
      ];
      for (const acceptEncoding of [CHROME, 'gzip', '']) {
        const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        for (const key of hashed) {
          const res = await wire(app + apps.files[key]!.url, { headers });
          expect([key, res.headers['cache-control']]).toEqual([key, 'public, max-age=31536000, immutable']);
        }
        for (const key of revalidated) {
          const res = await wire(app + apps.files[key]!.url, { headers });
          expect([key, res.headers['cache-control']]).toEqual([key, 'no-cache']);
          expect([key, res.headers['last-modified']]).toEqual([key, expect.any(String)]);
          // Asking again with what it has gets "not modified", for the encoding it has.
          const again = await wire(app + apps.files[key]!.url, {
            headers: { ...headers, 'if-none-match': res.headers.etag! },
          });
          expect([key, again.status, again.body.length]).toEqual([key, 304, 0]);
        }
      }
      // The brotli and the gzip file are different bytes: each has its own validator.
      const br = await wire(app + apps.files.index!.url, { headers: { 'accept-encoding': 'br' } });
      const gz = await wire(app + apps.files.index!.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(br.headers.etag).not.toBe(gz.headers.etag);
      expect(
        (await wire(`${app}/index.html`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! } }))
          .status,
      ).toBe(200);

      const remotes = await wire(`${app}/remotes.json`);
      expect(remotes.headers['cache-control']).toBe('no-store');
    });

    it('lists the Outreach remote and serves its files once it is built, without a restart, and drops it when removed', async () => {
      const listed = async () =>
        ((await (await fetch(`${app}/remotes.json`)).json()) as Record<string, string>).outreach_mfe;
      expect(await listed()).toBeUndefined();
      expect((await fetch(`${app}/remotes/outreach-mfe/remoteEntry.js`)).status).toBe(404);

      const dist = path.join(apps.dir, 'outreach-mfe', 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(path.join(dist, 'remoteEntry.js'), 'self.outreach = 1;');
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'outreach_mfe' }));
      try {
        expect(await listed()).toBe('/remotes/outreach-mfe/mf-manifest.json');
        const entry = await fetch(`${app}/remotes/outreach-mfe/remoteEntry.js`);
        expect([entry.status, await entry.text(), entry.headers.get('access-control-allow-origin')]).toEqual([
          200,
          'self.outreach = 1;',
          '*',
        ]);
      } finally {
        rmSync(path.join(apps.dir, 'outreach-mfe'), { recursive: true, force: true });
      }
      expect(await listed()).toBeUndefined();
      expect((await fetch(`${app}/remotes/outreach-mfe/remoteEntry.js`)).status).toBe(404);
    });

    it("answers every page path with the shell's index.html, compressed and revalidated like the file", async () => {
      for (const page of ['/', '/app', '/signin', '/app/my-leads?list=2', '/unsubscribe/AbC-_9xyz']) {
        for (const [acceptEncoding, encoding] of [
          [CHROME, 'br'],
          ['gzip', 'gzip'],
          ['', undefined],
        ] as const) {
          const res = await wire(app + page, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
          expect([page, res.status, res.headers['content-encoding']]).toEqual([page, 200, encoding]);
          expect([page, decoded(res).equals(apps.files.index!.body)]).toEqual([page, true]);
          expect([page, res.headers['content-type']?.toLowerCase(), res.headers['cache-control']]).toEqual([
            page,
            'text/html; charset=utf-8',
            'no-cache',
          ]);
        }
      }
    });

    it('answers /landing with the page built for it, compressed and revalidated like index.html', async () => {
      for (const [acceptEncoding, encoding] of [
        [CHROME, 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const res = await wire(`${app}/landing`, {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
        expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
          200,
          encoding,
          'no-cache',
        ]);
        expect(res.headers['content-type']?.toLowerCase()).toBe('text/html; charset=utf-8');
        expect(decoded(res).equals(apps.files.landingPage!.body)).toBe(true);
      }
      // Only the page's own path: below it, or with another name, is any other page.
      for (const page of ['/landing/more', '/landings', '/']) {
        const res = await wire(app + page);
        expect([page, decoded(res).equals(apps.files.index!.body)]).toEqual([page, true]);
      }
    });

    it("lets a shell on another origin load the remotes' files, and keeps the shell's own files to its origin", async () => {
      const remote = await wire(app + apps.files['search-mfe:entry']!.url);
      expect(remote.headers['access-control-allow-origin']).toBe('*');
      expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const shell = await wire(`${app}/app`);
      expect(shell.headers['access-control-allow-origin']).toBeUndefined();
      expect(shell.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('answers a missing remote file, a wrong method and a path that does not decode in the envelope', async () => {
      for (const path of [
        '/remotes/no-such-remote/remoteEntry.js',
        '/remotes/search-mfe/no-such-file.js',
        '/remotes/search-mfe/',
      ]) {
        const res = await fetch(app + path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(await res.json()).toEqual({ success: false, code: 'NOT_FOUND', error: `Unknown route: GET ${path}` });
      }
      for (const [method, path] of [
        ['POST', '/'],
        ['DELETE', '/remotes.json'],
        ['PUT', '/some/page'],
        ['POST', '/remotes/search-mfe/main.js'],
      ]) {
        const res = await fetch(app + path!, { method });
        expect([method, path, res.status]).toEqual([method, path, 405]);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(await res.json()).toEqual({
          success: false,
          code: 'METHOD_NOT_ALLOWED',
          error: `${method} is not supported on ${path}.`,
        });
      }
      const undecodable = await fetch(`${app}/remotes/search-mfe/%E0%A4%A`);
      expect(undecodable.status).toBe(400);
      expect(await undecodable.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        error: 'The request could not be served.',
      });
    });

    it('answers requests Node cannot read in the envelope, then closes', async () => {
      const malformed: Array<[string, number, string]> = [
        ['POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n{}', 400, 'BAD_REQUEST'],
        ['FOO / HTTP/1.1\r\nHost: x\r\n\r\n', 501, 'NOT_IMPLEMENTED'],
        [`GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
        ['GET / HTTP/1.x\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
      ];
      for (const [request, status, code] of malformed) {
        const res = await rawExchange(app, request);
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.connection).toBe('close');
        expect(JSON.parse(res.body)).toEqual({ success: false, code, error: expect.any(String) });
      }
    });

    it("after a new build removed a file under the running gateway, answers it plainly: a 404, or the shell's page for a page path", async () => {
      const mine = makeWebApps();
      const other = await startGateway(gatewayEnv(mine), silentLogger(), 0);
      try {
        const remoteChunk = mine.files['search-mfe:chunk']!;
        const shellChunk = mine.files.shellChunk!;
        for (const { file } of [remoteChunk, shellChunk])
          for (const suffix of ['', '.br', '.gz']) rmSync(file + suffix);
        const gone = await wire(other.webUrl + remoteChunk.url, { headers: { 'accept-encoding': CHROME } });
        expect([gone.status, gone.headers['content-encoding'], gone.headers['cache-control']]).toEqual([
          404,
          undefined,
          'no-store',
        ]);
        expect(JSON.parse(gone.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
        // A shell path that is no longer a file is one of the shell's pages, as any other path.
        const page = await wire(other.webUrl + shellChunk.url, { headers: { 'accept-encoding': CHROME } });
        expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-cache']);
        expect(decoded(page).equals(mine.files.index!.body)).toBe(true);
      } finally {
        await other.close();
        mine.remove();
      }
    });

    it("serves nothing but the API on the gateway's own port", async () => {
      for (const path of ['/', '/index.html', '/remotes.json', apps.files['search-mfe:entry']!.url]) {
        const res = await fetch(gateway.url + path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });

  describe("the pages' security headers", () => {
    it("sends a CSP naming the remotes' origins, frame protection, nosniff and a referrer policy on pages and files", async () => {
      const other = await startGateway(
        gatewayEnv(apps, { REMOTE_DIAGNOSTIC_MFE_URL: 'https://cdn.example.com/diag/mf-manifest.json' }),
        silentLogger(),
        0,
      );
      try {
        const manifest = await fetch(`${other.webUrl}/remotes.json`);
        expect(await manifest.json()).toEqual({
          search_mfe: '/remotes/search-mfe/mf-manifest.json',
          analysis_mfe: '/remotes/analysis-mfe/mf-manifest.json',
          diagnostic_mfe: 'https://cdn.example.com/diag/mf-manifest.json',
        });
        for (const page of [
          '/',
          '/app',
          '/signin',
          '/remotes.json',
          '/remotes/search-mfe/remoteEntry.js',
          '/remotes/search-mfe/mf-manifest.json',
        ]) {
          const res = await fetch(other.webUrl + page);
          expect([page, res.status]).toEqual([page, 200]);
          expect([page, res.headers.get('x-content-type-options')]).toEqual([page, 'nosniff']);
          expect([page, res.headers.get('x-frame-options')]).toEqual([page, 'SAMEORIGIN']);
          expect([page, res.headers.get('referrer-policy')]).toEqual([page, 'no-referrer']);
          // Plain http: no HSTS, no upgrade of the page's requests to https.
          expect([page, res.headers.get('strict-transport-security')]).toEqual([page, null]);
          const csp = cspOf(res.headers.get('content-security-policy'));
          expect(csp['frame-ancestors']).toEqual(["'self'"]);
          expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
          expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
          expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
          expect(csp['object-src']).toEqual(["'none'"]);
          expect(csp['upgrade-insecure-requests']).toBeUndefined();
        }
      } finally {
        await other.close();
      }
    });

    it("allows scripts from the app's own origin only when every remote is served here", async () => {
      const csp = cspOf((await fetch(`${app}/app`)).headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    });

    it("adds HSTS and upgrades the page's requests only when a trusted proxy says the page came over https", async () => {
      // A TLS-terminating proxy on this machine, which this gateway is told to trust.
      const behindTls = await startGateway(gatewayEnv(apps, { TRUST_PROXY: 'loopback' }), silentLogger(), 0);
      try {
        const secure = await fetch(`${behindTls.webUrl}/app`, { headers: { 'x-forwarded-proto': 'https' } });
        expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
        expect(cspOf(secure.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
        const plain = await fetch(`${behindTls.webUrl}/app`);
        expect(plain.headers.get('strict-transport-security')).toBeNull();
        expect(cspOf(plain.headers.get('content-security-policy'))['upgrade-insecure-requests']).toBeUndefined();
      } finally {
        await behindTls.close();
      }
      // By default no proxy is trusted: a client's own claim of https changes nothing.
      const claimed = await fetch(`${app}/app`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      expect(cspOf(claimed.headers.get('content-security-policy'))['upgrade-insecure-requests']).toBeUndefined();
    });
  });

  it('starts nats-server when nothing answers on the NATS port', async () => {
    const port = await freePort();
    const nats = await ensureNats({ natsUrl: '', port });
    try {
      expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
      expect(await portAnswers(port)).toBe(true);
      const again = await ensureNats({ natsUrl: '', port });
      expect(again.child).toBeNull(); // reuses the one answering
    } finally {
      nats.child?.kill();
    }
  });
});
