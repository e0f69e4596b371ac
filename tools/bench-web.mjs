// JavaScript (and CSS) a first visit downloads: /landing and /signin signed out, /app signed in
// (the shell and the first remote's tab). Loads each page in Debian's Chromium with an empty
// cache on the stack as `npm start` runs it, lists every script and stylesheet with its size on
// the wire (encoded) and decoded, and prints per page the files, the bytes on the wire and the
// bytes decoded. When the server sends a file uncompressed, the brotli figure is what its .br
// sibling in the build weighs (or, without one, what brotli at its highest quality makes of it),
// so the figure means what a compressing server would send.
// `node tools/bench-web.mjs` prints every file; tools/bench.mjs takes the summary from benchRows().
import './node-version.mjs';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib, brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, signIn, withBenchStack } from './bench-kit.mjs';
import { root } from './stack.mjs';

/** The pages measured: what is loaded, whether signed in, and what shows once it has loaded. */
export const PAGES = [
  {
    name: '/landing',
    path: '/landing',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Get Started Free' }).first().waitFor(),
  },
  { name: '/signin', path: '/signin', signedIn: false, ready: (page) => page.getByLabel('Email').waitFor() },
  {
    name: '/app (signed in, first tab)',
    path: '/app',
    signedIn: true,
    ready: (page) => page.getByTestId('remote-search_mfe').waitFor({ timeout: 30_000 }),
  },
];

/** The built file a URL of the app's origin is served from (the shell at /, each remote under /remotes/<app>/). */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote
    ? path.join(root, 'apps', remote[1], 'dist', remote[2])
    : path.join(root, 'apps/shell/dist', pathname.slice(1));
  return existsSync(file) ? file : null;
}

/** What brotli sends for a file: its .br sibling when the build made one, else brotli at quality 11 now. */
function brotliBytes(url, decoded) {
  const file = builtFile(url);
  if (file && existsSync(`${file}.br`)) return { bytes: statSync(`${file}.br`).size, from: 'sibling' };
  const compressed = brotliCompressSync(decoded, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: decoded.length },
  });
  return { bytes: compressed.length, from: 'computed' };
}

function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

const KIND = { script: 'js', stylesheet: 'css' };

/** Loads one page in a fresh context (empty cache) and lists its scripts and stylesheets. */
async function measurePage(browser, webUrl, spec, token) {
  const context = await browser.newContext();
  if (spec.signedIn) {
    // The shell reads the session from localStorage (apps/shell/src/auth/session.store.ts).
    await context.addInitScript((t) => localStorage.setItem('session_token', t), token);
  }
  const page = await context.newPage();
  const responses = [];
  page.on('response', (res) => {
    const kind = KIND[res.request().resourceType()];
    if (kind) responses.push({ res, kind });
  });
  await page.goto(webUrl + spec.path);
  await spec.ready(page);
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const { res, kind } of responses) {
    const decoded = await res.body().catch(() => Buffer.alloc(0));
    const sizes = await res
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: decoded.length }));
    const encoding = (await res.headerValue('content-encoding').catch(() => null)) ?? 'identity';
    const br = encoding === 'br' ? { bytes: sizes.responseBodySize, from: 'served' } : brotliBytes(res.url(), decoded);
    files.push({
      path: new URL(res.url()).pathname,
      kind,
      status: res.status(),
      encoding,
      wire: sizes.responseBodySize,
      decoded: decoded.length,
      br: br.bytes,
      brFrom: br.from,
    });
  }
  await context.close();
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { name: spec.name, files, wire: sum('wire'), decoded: sum('decoded'), br: sum('br') };
}

/**
 * Each page of PAGES measured against a running app at `webUrl`; `token` is a session token for
 * the signed-in pages.
 */
export async function measurePageWeight(webUrl, token) {
  const browser = await launch();
  try {
    const results = [];
    for (const spec of PAGES) results.push(await measurePage(browser, webUrl, spec, token));
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One summary line per page: files, bytes on the wire (and how they were sent), decoded, brotli. */
function summary(result) {
  const encodings = [...new Set(result.files.map((f) => f.encoding))].join('+');
  return `${String(result.files.length).padStart(2)} files  wire ${kb(result.wire).padStart(9)} (${encodings})  decoded ${kb(result.decoded).padStart(9)}  brotli ${kb(result.br).padStart(8)}`;
}

function printDetail(results) {
  for (const result of results) {
    console.log(`\n${result.name}: ${summary(result)}`);
    for (const f of result.files) {
      const br = f.brFrom === 'served' ? '' : `  br ${kb(f.br)} (${f.brFrom === 'sibling' ? '.br file' : 'computed'})`;
      console.log(
        `  ${f.kind.padEnd(3)} ${String(f.status)} ${kb(f.wire).padStart(9)} on the wire (${f.encoding})  ${kb(f.decoded).padStart(9)} decoded${br}  ${f.path}`,
      );
    }
  }
}

/** Builds, starts the stack, measures every page and stops it. */
export function measureBuiltApp() {
  return withBenchStack(async (stack) =>
    measurePageWeight(stack.webUrl, await signIn(stack.webUrl, 'bench-web@example.com')),
  );
}

/** The summary as [what, figure] rows for `npm run bench`'s table. */
export async function benchRows() {
  const results = await measureBuiltApp();
  return results.map((r) => [`  ${r.name}`, summary(r)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measureBuiltApp();
  printDetail(results);
  console.log(
    '\nJS and CSS per page (wire: as served; brotli: as served with br, else its .br file or computed at quality 11)',
  );
  for (const r of results) console.log(`  ${r.name.padEnd(30)}${summary(r)}`);
}
