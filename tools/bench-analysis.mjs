// Pitch benchmark: extraction time per page over the fixture restaurant sites, and pitch
// generation on the deterministic path, from facts alone and end to end (reading the site from
// loopback through the safe fetcher). Uses the built libs/site-reader and services/analysis.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { root } from './stack.mjs';

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', 'analysis'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) throw new Error('build failed');

const load = (p) => import(pathToFileURL(path.join(root, p)).href);
const { extractPage, createSiteReader, readSite } = await load('libs/site-reader/dist/index.js');
const { serveFixtures } = await load('libs/site-reader/dist/testing/index.js');
const { summarise } = await load('services/analysis/dist/site/site.summary.js');
const { deterministicPitch } = await load('services/analysis/dist/pitch/pitch.fallback.js');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn, runs) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

// Every HTML page of the fixture sites, as files.
const fixtures = path.join(root, 'libs/site-reader/src/testing/fixtures');
const pages = [];
for (const site of readdirSync(fixtures)) {
  const dir = path.join(fixtures, site);
  if (!statSync(dir).isDirectory()) continue;
  for (const file of readdirSync(dir))
    if (file.endsWith('.html'))
      pages.push({ url: `http://${site}.example.com/${file}`, html: readFileSync(path.join(dir, file), 'utf8') });
}
const perPage = pages.map((p) => median(time(() => extractPage(p.html, p.url), 30)));
const bytes = pages.reduce((n, p) => n + p.html.length, 0) / pages.length;
// Real home pages are far larger than the fixtures: a ~300 KB page built from fixture sections.
const home = pages.find((p) => p.url.startsWith('http://casa-del-sol.'))?.html ?? pages[0].html;
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(home)?.[1] ?? home;
const big = home.replace(body, body.repeat(Math.ceil(300_000 / body.length)));
const bigTimes = time(() => extractPage(big, 'http://big.example.com/'), 10);

const server = await serveFixtures({ only: ['casa-del-sol', 'bluefin-grill', 'olive-and-thyme'] });
const reader = createSiteReader({ allowPrivateHosts: server.allowPrivateHosts });
const facts = await readSite(reader, server.url('casa-del-sol'), { maxPages: 4 });
const fromFacts = time(() => deterministicPitch(summarise(facts)), 200);
const endToEnd = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  deterministicPitch(summarise(await readSite(reader, server.url('casa-del-sol'), { maxPages: 4 })));
  endToEnd.push(performance.now() - t);
}
await server.close();

console.log(`\nPitch benchmark — Node ${process.versions.node}, ${os.cpus().length} cores`);
console.log(`extraction: ${pages.length} fixture pages (mean ${Math.round(bytes / 1024)} KB of HTML)`);
console.log(`  per page: median ${median(perPage).toFixed(2)} ms, slowest ${Math.max(...perPage).toFixed(2)} ms`);
console.log(`  a ${Math.round(big.length / 1024)} KB page: median ${median(bigTimes).toFixed(1)} ms`);
console.log('deterministic pitch (Casa del Sol, 4 pages read):');
console.log(`  from extracted facts: median ${median(fromFacts).toFixed(3)} ms`);
console.log(
  `  end to end, reading the site from loopback: median ${median(endToEnd).toFixed(1)} ms, max ${Math.max(...endToEnd).toFixed(1)} ms`,
);
