import http from 'node:http';
// @ts-expect-error plain ESM module without types
import { ensureNats, freePort, portAnswers } from '../../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { createWebApp, listen, remotesManifest } from '../../tools/web-server.mjs';

describe('web front (npm start)', () => {
  it('builds remotes.json from the environment, defaulting to the copies it serves', () => {
    expect(remotesManifest({ REMOTE_DIAGNOSTIC_MFE_URL: 'https://cdn.example.com/diag/mf-manifest.json' })).toEqual({
      search_mfe: '/remotes/search-mfe/mf-manifest.json',
      analysis_mfe: '/remotes/analysis-mfe/mf-manifest.json',
      diagnostic_mfe: 'https://cdn.example.com/diag/mf-manifest.json',
    });
  });

  it('forwards /api to the gateway with the body, and answers 503 in the envelope when the gateway is down', async () => {
    const seen: { method?: string; url?: string; body: string }[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    const gatewayPort = await freePort();
    await new Promise<void>((r) => gateway.listen(gatewayPort, '127.0.0.1', () => r()));
    const web = await listen(createWebApp({ gatewayUrl: `http://127.0.0.1:${gatewayPort}`, env: {} }), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
    try {
      const res = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.co"}' });
      expect(res.status).toBe(200);
      expect(seen[0]).toEqual({ method: 'POST', url: '/api/auth/signin', body: '{"email":"a@b.co"}' });
      expect((await fetch(`${base}/remotes.json`)).headers.get('cache-control')).toBe('no-store');

      await new Promise<void>((r) => gateway.close(() => r()));
      const down = await fetch(`${base}/api/config`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      web.closeAllConnections();
      await new Promise((r) => web.close(r));
    }
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
