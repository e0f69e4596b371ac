// Lighthouse on the three pages a rep meets first: /landing and /signin signed out, /app signed in.
// Mobile form factor and simulated throttling, Lighthouse's defaults, run in Debian's Chromium
// against the stack as `npm start` runs it. Prints scores, metrics, every failing accessibility
// audit and the largest performance findings; asserts nothing.
// Usage: node tools/bench-lighthouse.mjs   (npm run bench runs it too, through benchRows)
// Settings: CHROMIUM_PATH or CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PAGES (e.g. "/landing,/app"),
// LIGHTHOUSE_URL (an app already running, e.g. http://localhost:3000, instead of a stack of its own),
// LIGHTHOUSE_REPORT_DIR (keeps each page's full JSON report there).
//
// Nothing leaves this machine: Lighthouse's error reporting stays off (its default), Chromium runs
// without background networking and resolves no host name but localhost, and the requests each
// page made are checked to be on loopback.
import './node-version.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath, machine, signIn, withBenchStack } from './bench-kit.mjs';
import { root } from './stack.mjs';

const CHROME_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Any host name but localhost fails to resolve, so nothing the browser tries can leave loopback.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];
const SESSION_TOKEN_KEY = 'session_token'; // apps/shell/src/auth/session.logic.ts
const PAGES = [
  { path: '/landing', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/app', signedIn: true },
];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];
const TOP_FINDINGS = 6;

/**
 * Puts the session where the shell keeps it (localStorage of the app's origin), as a sign-in in
 * this browser would, and empties the HTTP cache so the measured visit still loads every file.
 */
async function storeSession(chromePort, webUrl, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${webUrl}/remotes.json`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_TOKEN_KEY, token]);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const isLoopback = (url) => {
  if (!/^(https?|wss?):/.test(url)) return true; // data:, blob:, chrome-extension: never touch the network
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
};

/** The figures and findings of one Lighthouse result. */
function summarize(pagePath, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const failing = (categoryId) =>
    lhr.categories[categoryId].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode),
      );
  const savings = (a) =>
    (a.metricSavings?.LCP ?? 0) +
    (a.metricSavings?.FCP ?? 0) +
    (a.metricSavings?.TBT ?? 0) +
    (a.metricSavings?.CLS ?? 0) * 1000;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const findingGroups = new Set(['insights', 'diagnostics']);
  return {
    page: pagePath,
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    },
    metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN])),
    accessibilityFailures: failing('accessibility').map((a) => ({
      id: a.id,
      title: a.title,
      nodes: (a.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector).filter(Boolean),
    })),
    performanceFindings: failing('performance')
      .filter((a) => findingGroups.has(lhr.categories.performance.auditRefs.find((ref) => ref.id === a.id)?.group))
      .sort((a, b) => savings(b) - savings(a))
      .slice(0, TOP_FINDINGS)
      .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? '', savings: a.metricSavings ?? {} })),
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node')?.snippet,
    requests: requests.length,
    outsideLoopback: requests.filter((r) => !isLoopback(r.url)).map((r) => r.url),
  };
}

/**
 * Lighthouse on each page of `pages` against the app at `webUrl` (a running stack), in one
 * Chromium started here. Signed-in pages get a fresh demo account's session. With `reportDir`,
 * each page's full report is written there as <page>.report.json (opens in the Lighthouse viewer).
 */
export async function runLighthouse({ webUrl, pages = PAGES, reportDir }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const { path: pagePath, signedIn } of pages) {
      if (signedIn) await storeSession(chrome.port, webUrl, await signIn(webUrl, 'lighthouse@example.com'));
      // Signed out, Lighthouse clears the origin's storage and cache before loading; signed in it
      // must keep the session just stored (the cache was emptied with it).
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: signedIn };
      // A trace Chrome failed to record (NO_NAVSTART and the like) is Lighthouse's own hiccup, and
      // it says to run again: once more, then the error is what the table shows.
      let run = await lighthouse(`${webUrl}${pagePath}`, flags);
      if (run?.lhr.runtimeError) run = await lighthouse(`${webUrl}${pagePath}`, flags);
      if (!run) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      if (reportDir) writeFileSync(path.join(reportDir, `${pagePath.slice(1) || 'root'}.report.json`), run.report);
      results.push(summarize(pagePath, run.lhr));
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const ms = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : 'n/a');
const metricText = (m) =>
  `FCP ${ms(m.FCP)}  LCP ${ms(m.LCP)}  TBT ${Math.round(m.TBT)} ms  CLS ${m.CLS.toFixed(3)}  SI ${ms(m.SI)}`;
const scoreText = (s) =>
  `performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s.bestPractices}`;

/** [label, figure] rows for npm run bench's table; starts its own stack unless given `webUrl`. */
export async function benchRows({ webUrl } = {}) {
  const results = await withStack(webUrl, (url) => runLighthouse({ webUrl: url }));
  return results.flatMap((r) => [
    [`  ${r.page}${r.page === '/app' ? ' (signed in)' : ''}`, r.error ? `ERROR ${r.error}` : scoreText(r.scores)],
    ['', metricText(r.metrics)],
    ...(r.accessibilityFailures.length
      ? [['', `accessibility fails: ${r.accessibilityFailures.map((a) => a.id).join(', ')}`]]
      : []),
    ...(r.performanceFindings.length
      ? [['', `performance findings: ${r.performanceFindings.map((a) => a.id).join(', ')}`]]
      : []),
    ...(r.outsideLoopback.length ? [['', `REQUESTS OUTSIDE LOOPBACK: ${r.outsideLoopback.join(' ')}`]] : []),
  ]);
}

function withStack(webUrl, fn) {
  return webUrl ? fn(webUrl) : withBenchStack((stack) => fn(stack.webUrl));
}

function printReport(results) {
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  console.log(`\nLighthouse ${lighthouseVersion}, mobile, simulated throttling; ${chromiumPath()}; ${machine()}\n`);
  for (const r of results) {
    console.log(`${r.page}${r.page === '/app' ? ' (signed in)' : ''}  ->  ${r.finalUrl}`);
    if (r.error) console.log(`  ERROR ${r.error}`);
    console.log(`  ${scoreText(r.scores)}`);
    console.log(`  ${metricText(r.metrics)}`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
    console.log(
      `  requests: ${r.requests}, outside loopback: ${r.outsideLoopback.length}${r.outsideLoopback.length ? ` ${r.outsideLoopback.join(' ')}` : ''}`,
    );
    console.log(`  failing accessibility audits: ${r.accessibilityFailures.length ? '' : 'none'}`);
    for (const a of r.accessibilityFailures) {
      console.log(`    ${a.id}: ${a.title}`);
      for (const node of a.nodes.slice(0, 5)) console.log(`      ${node.replace(/\s+/g, ' ').slice(0, 160)}`);
      if (a.nodes.length > 5) console.log(`      ... and ${a.nodes.length - 5} more`);
    }
    console.log(`  top performance findings: ${r.performanceFindings.length ? '' : 'none'}`);
    for (const a of r.performanceFindings) {
      const saved = Object.entries(a.savings)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} ${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
        .join(', ');
      console.log(
        `    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${saved ? ` [saves ${saved}]` : ''}`,
      );
    }
    for (const w of r.warnings) console.log(`  warning: ${w}`);
    console.log('');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  printReport(await withStack(process.env.LIGHTHOUSE_URL, (webUrl) => runLighthouse({ webUrl, pages, reportDir })));
}
