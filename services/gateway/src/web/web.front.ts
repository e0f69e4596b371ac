import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { errorEnvelope, type ErrorEnvelope } from '@leadgen/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { CODE_BY_STATUS } from '../api/envelope.filter.js';
import type { GatewayEnv } from '../env.js';
import { builtFiles } from './web.files.js';

/** Each remote's federation name and its folder under the apps folder (and under /remotes/ here). */
export const REMOTE_APPS = {
  search_mfe: 'search-mfe',
  analysis_mfe: 'analysis-mfe',
  diagnostic_mfe: 'diagnostic-mfe',
  outreach_mfe: 'outreach-mfe',
} as const;
type RemoteName = keyof typeof REMOTE_APPS;
export type RemoteUrls = Partial<Pick<GatewayEnv, `REMOTE_${Uppercase<RemoteName>}_URL`>>;

/**
 * Areas deployed on their own, later or not at all: listed in remotes.json only where their URL is
 * set or their build is here, so a shell never shows a tab whose remote does not exist.
 */
const OPTIONAL_REMOTES: ReadonlySet<RemoteName> = new Set(['outreach_mfe']);

/** The paths the app's address answers as the gateway's own port does. /metrics is not among them: it is for operators. */
export const GATEWAY_PATHS = ['/api', '/demo-sites', '/healthz', '/readyz'] as const;

/** Whether a path belongs to the gateway's routes (the path itself or anything below it). */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether a remote's build is in the apps folder now (its federation manifest is what the shell fetches first). */
export function remoteBuilt(appsDir: string, dir: string): boolean {
  return existsSync(path.join(appsDir, dir, 'dist', 'mf-manifest.json'));
}

/**
 * remotes.json: REMOTE_SEARCH_MFE_URL etc. where set, else the copies served on this address. An
 * optional remote without a URL is listed only while `builtHere` finds its build.
 */
export function remotesManifest(
  env: RemoteUrls,
  builtHere: (dir: string) => boolean = () => false,
): Partial<Record<RemoteName, string>> {
  const manifest: Partial<Record<RemoteName, string>> = {};
  for (const [name, dir] of Object.entries(REMOTE_APPS) as [RemoteName, string][]) {
    const url = env[`REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL`];
    if (url) manifest[name] = url;
    else if (!OPTIONAL_REMOTES.has(name) || builtHere(dir)) manifest[name] = `/remotes/${dir}/mf-manifest.json`;
  }
  return manifest;
}

/** Origins of the remotes hosted elsewhere; the copies served here share the app's own origin. */
export function remoteOrigins(manifest: Partial<Record<string, string>>): string[] {
  return [
    ...new Set(
      Object.values(manifest)
        .filter((url): url is string => !!url && URL.canParse(url))
        .map((url) => new URL(url).origin),
    ),
  ];
}

/**
 * The pages' security headers. Scripts and manifests come only from the app's origin and the
 * configured remotes' origins (the same list as remotes.json: a remote built here later shares the
 * app's origin, so only the configured URLs add origins) (module federation loads a remote's chunks by script tag and fetches
 * its mf-manifest.json); no other site may frame the app. Styles come as files from the app's
 * origin, plus inline: the page's first colours are an inline <style> and components set style
 * attributes. HSTS and the upgrade of insecure requests only when
 * the page itself came over https: browsers ignore HSTS on plain http, and it is misleading there.
 */
export function pageSecurity(env: RemoteUrls): RequestHandler {
  const remotes = remoteOrigins(remotesManifest(env));
  const forScheme = (https: boolean) =>
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
 * The precompressed siblings are listed when the handler is made: a file removed since (a new build
 * deployed under a running gateway) is a 404 whose compressed encoding was already announced.
 */
function withoutFileHeaders(res: Response): void {
  for (const name of ['content-encoding', 'vary', 'cache-control']) res.removeHeader(name);
}

function sendEnvelope(res: Response, status: number, envelope: ErrorEnvelope): void {
  withoutFileHeaders(res);
  res.setHeader('cache-control', 'no-store');
  res.status(status).json(envelope);
}

const unknownRoute = (req: Request) =>
  errorEnvelope('NOT_FOUND', `Unknown route: ${req.method} ${req.originalUrl.split('?')[0]}`);

/** A path that does not decode (`/%E0%A4%A`) is bad input, answered before any file is looked for. */
function decodablePath(req: Request, res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    sendEnvelope(res, 400, errorEnvelope('BAD_REQUEST', 'The request could not be served.'));
  }
}

/** Everything here is a page or a file: read-only. */
function readOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.setHeader('allow', 'GET, HEAD');
  sendEnvelope(res, 405, errorEnvelope('METHOD_NOT_ALLOWED', `${req.method} is not supported on ${req.path}.`));
}

/** A remote's files are loaded by a shell that may live on another origin. */
function crossOrigin(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  next();
}

/** A missing remote file, a malformed path, a failure: the envelope, never Express's HTML page (Express knows an error handler by its four parameters). */
function errorsInEnvelope(
  err: { status?: number; statusCode?: number },
  req: Request,
  res: Response,
  _next: NextFunction,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = Number(err?.status ?? err?.statusCode) || 500;
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  const message =
    status === 404
      ? `Unknown route: ${req.method} ${req.path}`
      : code === 'INTERNAL'
        ? 'Something went wrong. Please try again.'
        : 'The request could not be served.';
  sendEnvelope(res, CODE_BY_STATUS[status] ? status : 500, errorEnvelope(code, message));
}

/**
 * A remote's build folder, looked at per request: served once it is there (built after the gateway
 * started), and read again when a new build replaces it (its manifest changes), since the files'
 * precompressed siblings are listed when the handler is made. Missing: on to the 404 below.
 */
export function remoteFiles(dist: string): RequestHandler {
  let current: { stamp: number; handler: RequestHandler } | null = null;
  return (req, res, next) => {
    let stamp: number;
    try {
      stamp = statSync(path.join(dist, 'mf-manifest.json')).mtimeMs;
    } catch {
      return next();
    }
    if (current?.stamp !== stamp) current = { stamp, handler: builtFiles(dist, { fallthrough: false }) };
    current.handler(req, res, next);
  };
}

/** The pages the shell's build wrote as finished HTML, by path: /landing -> /landing.html. */
export function prerenderedPages(dist: string): Map<string, string> {
  if (!existsSync(dist)) return new Map();
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html') && file !== 'index.html');
  return new Map(pages.map((file) => [`/${file.slice(0, -'.html'.length)}`, `/${file}`]));
}

/**
 * What the app's address serves besides the gateway's routes: the shell (its index.html for any
 * page path, so the browser's routes load the app), remotes.json, and each remote's build under
 * /remotes/<folder>/ with CORS. Every request ends here; none goes on to the API.
 */
export function webFront(env: Pick<GatewayEnv, 'WEB_APPS_DIR'> & RemoteUrls): express.Router {
  const front = express.Router();
  front.use(decodablePath);
  front.use(pageSecurity(env));
  front.use('/metrics', (req, res) => sendEnvelope(res, 404, unknownRoute(req)));
  front.use(readOnly);
  // Decided per request: a remote built while the gateway runs is listed on the next page load.
  front.get('/remotes.json', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(remotesManifest(env, (dir) => remoteBuilt(env.WEB_APPS_DIR, dir)));
  });
  for (const dir of Object.values(REMOTE_APPS)) {
    front.use(`/remotes/${dir}`, crossOrigin, remoteFiles(path.join(env.WEB_APPS_DIR, dir, 'dist')));
  }
  // A remote's file that is not here is a 404, never the shell's page in its place.
  front.use('/remotes', (req, res) => sendEnvelope(res, 404, unknownRoute(req)));
  const shellDist = path.join(env.WEB_APPS_DIR, 'shell', 'dist');
  const shell = builtFiles(shellDist, { fallthrough: true });
  const pages = prerenderedPages(shellDist);
  front.use(shell);
  // Any other path is one of the shell's pages: the page built as HTML for it (landing.html for
  // /landing), else index.html, revalidated like the file itself.
  front.use((req, res, next) => {
    withoutFileHeaders(res);
    req.url = pages.get(req.path) ?? '/index.html';
    shell(req, res, (err?: unknown) => next(err ?? { status: 404 }));
  });
  front.use(errorsInEnvelope);
  return front;
}
