import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildChecklist,
  BUNDLED_RULES,
  type Checklist,
  createSiteSource,
  DiagnosticsEnvSchema,
  type SiteRead,
} from '@leadgen/diagnostics/testing';
import {
  demoSiteHosts,
  type DemoSiteTruth,
  demoSiteTruth,
  type Simulator,
  startSimulator,
} from '@leadgen/simulator/testing';
import { siteReaderOptions } from '@leadgen/site-reader';

/**
 * The diagnostic checklist scored against the truth of the simulated world's websites: the same
 * reader and checklist the diagnostics service runs, with the service's own settings, reading
 * each site through the outbound proxy the simulator plays (started in process here).
 */
const SITES = 300;
/**
 * Below the slow sites' delay, as the service's own limit is; roomy, because the simulator shares
 * this process and builds each site on its first page (a site read late is no reading error).
 */
const TIME_LIMIT_MS = 5000;
const THRESHOLD = 0.95;

interface Scored {
  host: string;
  truth: DemoSiteTruth;
  read: SiteRead;
  list: Checklist;
}

/** Each flag the checklist decides, and what the site's truth says it should be. */
const FLAGS: Record<string, { product: (l: Checklist) => boolean | null; truth: (t: DemoSiteTruth) => boolean }> = {
  'private parties mentioned': {
    product: (l) => l.conversions.private_parties.mentions_parties,
    truth: (t) => t.private_events.mentioned,
  },
  'private-party inquiry form': {
    product: (l) => l.conversions.private_parties.has_group_form,
    truth: (t) => t.private_events.form,
  },
  'catering mentioned': {
    product: (l) => l.conversions.catering.mentions_catering,
    truth: (t) => t.catering.mentioned,
  },
  'catering request form': { product: (l) => l.conversions.catering.has_catering_form, truth: (t) => t.catering.form },
  'online ordering': {
    product: (l) => l.conversions.catering.has_ordering_system,
    truth: (t) => t.ordering.kind !== 'none',
  },
  'hiring mentioned': { product: (l) => l.conversions.hiring.mentions_hiring, truth: (t) => t.careers.mentioned },
  'job application form': { product: (l) => l.conversions.hiring.has_job_form, truth: (t) => t.careers.form },
  'newsletter sign-up': { product: (l) => l.marketing.email.has_newsletter, truth: (t) => t.newsletter.present },
  'Facebook linked': {
    product: (l) => l.marketing.social.facebook.url !== null,
    truth: (t) => t.facebook_url !== null,
  },
  'Instagram linked': {
    product: (l) => l.marketing.social.instagram.url !== null,
    truth: (t) => t.instagram_url !== null,
  },
};

/** Each website check the truth decides, passed or failed as the site really is. */
const CHECKS: Record<string, { id: string; truth: (t: DemoSiteTruth) => boolean }> = {
  'check: menu as text': { id: 'menu_text', truth: (t) => t.menu_kind === 'text' },
  'check: click to call': { id: 'click_to_call', truth: (t) => t.phone_tel_link },
  'check: hours on the site': { id: 'hours', truth: (t) => t.hours_shown },
  'check: structured data': { id: 'structured_data', truth: (t) => t.json_ld },
  'check: online ordering': { id: 'online_ordering', truth: (t) => t.ordering.kind !== 'none' },
  'check: reservations': { id: 'reservations', truth: (t) => t.reservations.provider !== null },
};
const checkPassed = (l: Checklist, id: string): boolean | null => {
  const status = l.website_analysis.checks?.find((c) => c.id === id)?.status;
  return status === 'pass' ? true : status === 'fail' ? false : null;
};

const UNREADABLE: ReadonlyArray<DemoSiteTruth['behaviour']> = ['script_shell', 'blocked', 'slow'];

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

function percent(right: number, total: number): string {
  return total ? `${((100 * right) / total).toFixed(1)}%` : 'n/a';
}

describe(`diagnostic checklist against the truth of ${SITES} demo websites`, () => {
  const results: Scored[] = [];
  let simulator: Simulator;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'demo-accuracy-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir });
    const env = DiagnosticsEnvSchema.parse({
      ...simulator.settings,
      NODE_ENV: 'test',
      SITE_FETCH_TIMEOUT_MS: String(TIME_LIMIT_MS),
    });
    const sites = createSiteSource({ ...siteReaderOptions(env), maxPages: 6 });
    const hosts = demoSiteHosts(SITES);
    const scored = await mapLimit(hosts, 12, async (host) => {
      const truth = demoSiteTruth(host)!;
      const read = await sites.read(truth.listing_url);
      return { host, truth, read, list: buildChecklist(read, BUNDLED_RULES) };
    });
    results.push(...scored);
  }, 180_000);

  afterAll(async () => {
    await simulator?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const readable = () => results.filter((r) => !UNREADABLE.includes(r.truth.behaviour));

  it('reads at least 200 sites, the unreadable kinds among them', () => {
    expect(results.length).toBeGreaterThanOrEqual(200);
    const behaviours = new Set(results.map((r) => r.truth.behaviour));
    for (const b of ['normal', 'script_shell', 'blocked', 'redirect'] as const) expect(behaviours.has(b)).toBe(true);
  });

  it('prints the figures and meets the thresholds: platform, every flag and every check the truth decides right on 95% of readable sites', () => {
    const rows: Array<{ measure: string; right: number; sites: number; share: string }> = [];
    const ok = readable();
    const platformRight = ok.filter((r) => r.list.website_analysis.platform_id === r.truth.platform);
    rows.push({
      measure: 'platform',
      right: platformRight.length,
      sites: ok.length,
      share: percent(platformRight.length, ok.length),
    });
    const misses: string[] = ok
      .filter((r) => !platformRight.includes(r))
      .map((r) => `platform ${r.host}: ${r.list.website_analysis.platform_id} (truth ${r.truth.platform})`);
    for (const [name, flag] of Object.entries(FLAGS)) {
      const right = ok.filter((r) => flag.product(r.list) === flag.truth(r.truth));
      rows.push({ measure: name, right: right.length, sites: ok.length, share: percent(right.length, ok.length) });
      misses.push(
        ...ok
          .filter((r) => !right.includes(r))
          .map((r) => `${name} ${r.host}: ${String(flag.product(r.list))} (truth ${flag.truth(r.truth)})`),
      );
    }
    for (const [name, check] of Object.entries(CHECKS)) {
      const right = ok.filter((r) => checkPassed(r.list, check.id) === check.truth(r.truth));
      rows.push({ measure: name, right: right.length, sites: ok.length, share: percent(right.length, ok.length) });
      misses.push(
        ...ok
          .filter((r) => !right.includes(r))
          .map((r) => `${name} ${r.host}: ${String(checkPassed(r.list, check.id))} (truth ${check.truth(r.truth)})`),
      );
    }
    const unreadable = results.filter((r) => UNREADABLE.includes(r.truth.behaviour));
    const inconclusive = unreadable.filter(
      (r) =>
        r.list.website_analysis.quality_status === 'inconclusive' && r.list.website_analysis.quality_score === null,
    );
    rows.push({
      measure: 'unreadable sites inconclusive',
      right: inconclusive.length,
      sites: unreadable.length,
      share: percent(inconclusive.length, unreadable.length),
    });
    const kinds = countsBy(results, (r) => r.truth.behaviour);
    const platforms = countsBy(ok, (r) => r.truth.platform);
    console.log(
      `Diagnostic checklist vs. demo-site truth (${results.length} sites: ${kinds}; readable by platform: ${platforms})\n${table(rows)}${misses.length ? `\nMisses:\n${misses.slice(0, 40).join('\n')}` : ''}`,
    );
    for (const row of rows.slice(0, -1))
      expect({ measure: row.measure, ok: row.right / row.sites >= THRESHOLD }).toEqual({
        measure: row.measure,
        ok: true,
      });
  });

  it('grades no script-shell, blocked or slow site: each is inconclusive, never a low score', () => {
    for (const r of results.filter((x) => UNREADABLE.includes(x.truth.behaviour))) {
      expect({
        host: r.host,
        status: r.list.website_analysis.quality_status,
        score: r.list.website_analysis.quality_score,
      }).toEqual({ host: r.host, status: 'inconclusive', score: null });
    }
  });
});

/** "normal 271, script_shell 11, ..." */
function countsBy(rows: Scored[], key: (r: Scored) => string): string {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}

function table(rows: Array<{ measure: string; right: number; sites: number; share: string }>): string {
  const w = Math.max(...rows.map((r) => r.measure.length));
  return rows
    .map(
      (r) =>
        `${r.measure.padEnd(w)}  ${String(r.right).padStart(4)}/${String(r.sites).padEnd(4)} ${r.share.padStart(6)}`,
    )
    .join('\n');
}
