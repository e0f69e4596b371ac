import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Which precompressed siblings a built file has beside it. */
type Siblings = 'br+gz' | 'gz' | 'none';

export interface BuiltFile {
  /** Path on the app's address, e.g. /remotes/search-mfe/remoteEntry.js. */
  url: string;
  /** The plain file's bytes, as a browser must end up with them whatever the encoding. */
  body: Buffer;
  siblings: Siblings;
  /** Where it is on disk (its siblings beside it, named <file>.br and <file>.gz). */
  file: string;
}

export interface WebApps {
  /** The folder to give as WEB_APPS_DIR: shell/dist and <remote>/dist, as the builds leave them. */
  dir: string;
  files: Record<string, BuiltFile>;
  remove(): void;
}

/** Text that compresses well, as built JavaScript does, so each encoding's bytes differ clearly. */
const script = (name: string) =>
  Buffer.from(`/* ${name} */\n` + `export const part = ${JSON.stringify(name)};\n`.repeat(200));

/**
 * A folder of built front ends as the production build leaves them, with .br and .gz siblings made
 * here with node:zlib: the shell (index.html, landing.html, its entry main.js, a hashed chunk) and each remote
 * (remoteEntry.js, mf-manifest.json, main.js, hashed chunks, one with only a .gz and one with none).
 */
export function makeWebApps(): WebApps {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-web-apps-'));
  const files: Record<string, BuiltFile> = {};
  const put = (key: string, app: string, name: string, body: Buffer, siblings: Siblings) => {
    const folder = path.join(dir, app, 'dist');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, name);
    writeFileSync(file, body);
    if (siblings === 'br+gz') writeFileSync(`${file}.br`, brotliCompressSync(body));
    if (siblings !== 'none') writeFileSync(`${file}.gz`, gzipSync(body));
    files[key] = { url: app === 'shell' ? `/${name}` : `/remotes/${app}/${name}`, body, siblings, file };
  };
  const page = Buffer.from(
    '<!doctype html><html><head><title>AI-Powered Lead Generation</title><script defer src="/main.js"></script></head>' +
      `<body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`,
  );
  put('index', 'shell', 'index.html', page, 'br+gz');
  // A page the build wrote as finished HTML, served for /landing.
  const landing = Buffer.from(
    String(page).replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="/landing">${'<p>Stop cold-calling lists.</p>'.repeat(50)}</div>`,
    ),
  );
  put('landingPage', 'shell', 'landing.html', landing, 'br+gz');
  put('shellEntry', 'shell', 'main.js', script('shell main'), 'br+gz');
  put('shellChunk', 'shell', '144.636238db33.js', script('shell chunk'), 'br+gz');
  for (const remote of ['search-mfe', 'analysis-mfe', 'diagnostic-mfe']) {
    const manifest = Buffer.from(
      JSON.stringify({ id: remote, metaData: { remoteEntry: { name: 'remoteEntry.js' } }, padding: 'x'.repeat(2000) }),
    );
    put(`${remote}:entry`, remote, 'remoteEntry.js', script(`${remote} entry`), 'br+gz');
    put(`${remote}:manifest`, remote, 'mf-manifest.json', manifest, 'br+gz');
    put(`${remote}:main`, remote, 'main.js', script(`${remote} main`), 'br+gz');
    put(`${remote}:chunk`, remote, '204.d4a5e53f5c.js', script(`${remote} chunk`), 'br+gz');
    put(`${remote}:gzOnly`, remote, '861.3df8efa6bf.js', script(`${remote} gzip only`), 'gz');
    put(`${remote}:plain`, remote, '85.694c7024db.js.LICENSE.txt', Buffer.from(`${remote} licences\n`), 'none');
  }
  return { dir, files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
