// Pitch benchmark: extraction time per page over the fixture restaurant sites, and pitch
// generation on the deterministic path, from facts alone and end to end (reading the site from
// loopback through the safe fetcher). Uses the built libs/site-reader and services/analysis.
import './node-version.mjs';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, machine, summarize, timeRuns } from './bench-kit.mjs';
import { root } from './stack.mjs';

build(['analysis']);

const load = (p) => import(pathToFileURL(path.join(root, p)).href);
const { extractPage, createSiteReader, readSite } = await load('libs/site-reader/dist/index.js');
const { serveFixtures } = await load('libs/site-reader/dist/testing/index.js');
const { summarise } = await load('services/analysis/dist/site/site.summary.js');
const { deterministicPitch } = await load('services/analysis/dist/url-pitch/url-pitch.fallback.js');

const median = (ms) => summarize(ms).p50;
const slowest = (ms) => summarize(ms).max;

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
const perPage = [];
for (const p of pages) perPage.push(median(await timeRuns(() => extractPage(p.html, p.url), 30, { warm: 0 })));
const bytes = pages.reduce((n, p) => n + p.html.length, 0) / pages.length;
// Real home pages are far larger than the fixtures: a ~300 KB page built from fixture sections.
const home = pages.find((p) => p.url.startsWith('http://casa-del-sol.'))?.html ?? pages[0].html;
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(home)?.[1] ?? home;
const big = home.replace(body, body.repeat(Math.ceil(300_000 / body.length)));
const bigTimes = await timeRuns(() => extractPage(big, 'http://big.example.com/'), 10, { warm: 0 });

const server = await serveFixtures({ only: ['casa-del-sol', 'bluefin-grill', 'olive-and-thyme'] });
const reader = createSiteReader({ allowPrivateHosts: server.allowPrivateHosts });
const facts = await readSite(reader, server.url('casa-del-sol'), { maxPages: 4 });
const fromFacts = await timeRuns(() => deterministicPitch(summarise(facts)), 200, { warm: 0 });
const endToEnd = await timeRuns(
  async () => deterministicPitch(summarise(await readSite(reader, server.url('casa-del-sol'), { maxPages: 4 }))),
  30,
  { warm: 0 },
);
await server.close();

console.log(`\nPitch benchmark — ${machine()}; medians and maxima of the runs (nearest rank)`);
console.log(`extraction: ${pages.length} fixture pages (mean ${Math.round(bytes / 1024)} KB of HTML)`);
console.log(`  per page: median ${median(perPage).toFixed(2)} ms, slowest ${slowest(perPage).toFixed(2)} ms`);
console.log(`  a ${Math.round(big.length / 1024)} KB page: median ${median(bigTimes).toFixed(1)} ms`);
console.log('deterministic pitch (Casa del Sol, 4 pages read):');
console.log(`  from extracted facts: median ${median(fromFacts).toFixed(3)} ms`);
console.log(
  `  end to end, reading the site from loopback: median ${median(endToEnd).toFixed(1)} ms, max ${slowest(endToEnd).toFixed(1)} ms`,
);
