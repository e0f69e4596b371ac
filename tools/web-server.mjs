// Serves the built shell, the three remotes and remotes.json, and forwards /api to the gateway
// (and /demo-sites, where the gateway shows the demo world's websites in demo mode).
// In production each piece can live on its own host; remotes.json says where the remotes are.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { errorEnvelope } from '@leadgen/contracts';
import { answerClientErrorsInEnvelope } from '@leadgen/service-kit';
import { parseTrustProxy } from '@leadgen/service-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTE_APPS = { search_mfe: 'search-mfe', analysis_mfe: 'analysis-mfe', diagnostic_mfe: 'diagnostic-mfe' };

/** remotes.json from the environment: REMOTE_SEARCH_MFE_URL etc., else the copies served here. */
export function remotesManifest(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, dir]) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${dir}/mf-manifest.json`,
    ]),
  );
}

/** Origins of the remotes hosted elsewhere; the copies served here share the app's own origin. */
export function remoteOrigins(manifest) {
  return [...new Set(Object.values(manifest).filter((url) => URL.canParse(url)).map((url) => new URL(url).origin))];
}

/**
 * The pages' security headers. Scripts and manifests come only from the app's origin and the
 * configured remotes' origins (module federation loads a remote's chunks by script tag and fetches
 * its mf-manifest.json); no other site may frame the app. Styles allow inline <style> tags because
 * the front ends inject their CSS that way. HSTS and the upgrade of insecure requests only when
 * the page itself came over https: browsers ignore HSTS on plain http, and it is misleading there.
 */
export function pageSecurity(env = process.env) {
  const remotes = remoteOrigins(remotesManifest(env));
  const forScheme = (https) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          scriptSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });
  const plain = forScheme(false);
  const secure = forScheme(true);
  return (req, res, next) => (req.secure ? secure : plain)(req, res, next);
}

/**
 * WEB_TRUST_PROXY: the proxies in front of this server whose X-Forwarded-For is believed, as the
 * gateway's TRUST_PROXY is read. Default none: the client is the address that connected here.
 */
export function webTrustProxy(env = process.env) {
  const parsed = parseTrustProxy(env.WEB_TRUST_PROXY?.trim() || 'false');
  if ('error' in parsed) throw new Error(`Invalid settings:\n  WEB_TRUST_PROXY: ${parsed.error}`);
  return parsed.value;
}

/**
 * The gateway hears who the client is from this server alone: X-Forwarded-For becomes the client
 * address this server determined (its socket peer, or what its own trusted proxies said), and the
 * scheme and host likewise, replacing whatever the client sent. Appending to a client's chain
 * would let the client choose the address sign-in and access limits count.
 */
function forwardedHeaders(req) {
  for (const name of ['forwarded', 'x-forwarded-port', 'x-real-ip']) delete req.headers[name];
  req.headers['x-forwarded-for'] = req.ip ?? '';
  req.headers['x-forwarded-proto'] = req.protocol;
  req.headers['x-forwarded-host'] = req.host ?? '';
}

function staticWithCors(dir) {
  return [
    (req, res, next) => {
      // A remote's files are loaded by a shell that may live on another origin.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      next();
    },
    express.static(dir, { fallthrough: false, index: false }),
  ];
}

export function createWebApp({ gatewayUrl, env = process.env }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', webTrustProxy(env));
  const proxy = createProxyMiddleware({
    target: gatewayUrl,
    changeOrigin: false,
    // Set by forwardedHeaders instead: the proxy's own would keep a client's X-Forwarded-For.
    xfwd: false,
    on: {
      // The gateway itself is down: answer in the product's envelope, not the proxy's text.
      error: (_err, _req, res) => {
        if (typeof res.writeHead !== 'function' || res.headersSent) return res.destroy?.();
        res.writeHead(503, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
        res.end(JSON.stringify({ success: false, error: 'The service is unavailable right now. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' }));
      },
    },
  });
  // /metrics is not among them: it stays on the gateway's own port, for operators only.
  for (const prefix of ['/api', '/demo-sites', '/healthz', '/readyz']) {
    app.use(prefix, (req, res, next) => {
      req.url = prefix + (req.url === '/' ? '' : req.url);
      forwardedHeaders(req);
      proxy(req, res, next);
    });
  }
  // After the gateway's routes: the API and the sandboxed demo sites keep the gateway's own headers.
  app.use(pageSecurity(env));
  app.use('/metrics', (req, res) => sendEnvelope(res, 404, errorEnvelope('NOT_FOUND', `Unknown route: ${req.method} ${req.originalUrl.split('?')[0]}`)));
  // Everything else here is a page or a file: read-only.
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('allow', 'GET, HEAD');
    sendEnvelope(res, 405, errorEnvelope('METHOD_NOT_ALLOWED', `${req.method} is not supported on ${req.path}.`));
  });
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(remotesManifest(env));
  });
  for (const dir of Object.values(REMOTE_APPS)) {
    const dist = path.join(root, 'apps', dir, 'dist');
    if (existsSync(dist)) app.use(`/remotes/${dir}`, ...staticWithCors(dist));
  }
  // A remote's file that is not here is a 404, never the shell's page in its place.
  app.use('/remotes', (req, res) => sendEnvelope(res, 404, errorEnvelope('NOT_FOUND', `Unknown route: ${req.method} ${req.originalUrl.split('?')[0]}`)));
  const shell = path.join(root, 'apps', 'shell', 'dist');
  app.use(express.static(shell, { index: false }));
  app.use((_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.sendFile(path.join(shell, 'index.html'));
  });
  app.use(errorsInEnvelope);
  return app;
}

function sendEnvelope(res, status, envelope) {
  res.setHeader('cache-control', 'no-store');
  res.status(status).json(envelope);
}

const CODE_BY_STATUS = { 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 413: 'PAYLOAD_TOO_LARGE' };

/** A missing remote file, a malformed path, a failure: the envelope, never Express's HTML page. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters.
function errorsInEnvelope(err, req, res, _next) {
  if (res.headersSent) return res.destroy();
  const status = Number(err?.status ?? err?.statusCode) || 500;
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  const message =
    status === 404 ? `Unknown route: ${req.method} ${req.path}` : code === 'INTERNAL' ? 'Something went wrong. Please try again.' : 'The request could not be served.';
  sendEnvelope(res, CODE_BY_STATUS[status] ? status : 500, errorEnvelope(code, message));
}

export function listen(app, port, host) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    answerClientErrorsInEnvelope(server);
    server.once('error', reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.WEB_PORT ?? 3000);
  const host = process.env.WEB_HOST ?? '127.0.0.1';
  const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3001}`;
  await listen(createWebApp({ gatewayUrl }), port, host);
  console.log(`web on http://${host === '127.0.0.1' ? 'localhost' : host}:${port} -> gateway ${gatewayUrl}`);
}
