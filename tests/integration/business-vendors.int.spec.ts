import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BusinessAnalysisSchema, type BusinessAnalysis } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { createSiteReader, readSite, siteReaderOptions, type SiteFacts } from '@leadgen/site-reader';
import { AnalysisEnvSchema, BusinessAnalysisService, summarise } from '@leadgen/analysis/testing';
import { DEMO_VENDOR_SITES, type DemoVendorSite, type Simulator, startSimulator } from '@leadgen/simulator/testing';

/**
 * The deterministic business analysis (no language model) on each demo vendor's website, read
 * the way the analysis service reads a site (with its settings, through the outbound proxy the
 * simulator plays: site reader crawl and extraction, then the site summary), scored against what
 * each site really states.
 */

const offline = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
const ALL_STEPS = { step1: true, step2: true, step3: true, step4: true };

const norm = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .toLowerCase()
    .replace(/[.!\s]+$/, '')
    .trim();
/** The number a figure states, with its sign: '$1,450 a month' -> '$1,450', '18%' -> '18%', '900+ restaurants' -> '900'. */
const core = (figure: string) => /\$?\d[\d,]*(?:\.\d+)?\s?[%x]?/.exec(figure)?.[0].replace(/\s/g, '') ?? figure;
const singular = (said: string) =>
  said.toLowerCase().replace(/(\w+)$/, (w) => w.replace(/ies$/, 'y').replace(/s$/, ''));

interface Score {
  vendor: string;
  nameRight: boolean;
  features: [found: number, listed: number];
  headingFeatures: string[];
  figures: [found: number, stated: number];
  unstatedFigures: string[];
  claimsNotOnPage: string[];
  personas: number;
  unnamedPersonas: string[];
}

function score(site: DemoVendorSite, facts: SiteFacts, out: BusinessAnalysis): Score {
  const { truth } = site;
  const profile = out.business_profile!;
  const got = new Map(profile.features.map((f) => [norm(f.feature), f]));
  const found = truth.features.filter((f) => norm(got.get(norm(f.name))?.benefit ?? '') === norm(f.benefit));
  const featureNames = new Set(truth.features.map((f) => norm(f.name)));
  const sectionHeadings = new Set(facts.home.headings.map((h) => norm(h.text)).filter((h) => !featureNames.has(h)));
  const truthCores = new Set(truth.figures.map(core));
  const homeText = facts.home.text.replace(/[‘’]/g, "'");
  const homeCores = truth.figures.filter((f) => homeText.includes(f)).map(core);
  const metricFigures = Object.keys(profile.metrics).flatMap((name) => name.replace(/\s\(\d+\)$/, '').split(', '));
  const gotCores = new Set(metricFigures.map(core));
  return {
    vendor: site.name,
    nameRight: out.company_name === truth.company_name,
    features: [found.length, truth.features.length],
    headingFeatures: profile.features.map((f) => f.feature).filter((f) => sectionHeadings.has(norm(f))),
    figures: [homeCores.filter((c) => gotCores.has(c)).length, homeCores.length],
    unstatedFigures: metricFigures.filter((f) => !truthCores.has(core(f))),
    claimsNotOnPage: Object.values(profile.metrics).filter((v) => !homeText.includes(v.replace(/[‘’]/g, "'"))),
    personas: profile.personas.length,
    unnamedPersonas: profile.personas
      .map((p) => p.role)
      .filter((role) => !truth.audience.some((a) => role.toLowerCase().includes(singular(a)))),
  };
}

function table(scores: Score[]): string {
  const rows = scores.map((s) =>
    [
      s.vendor.padEnd(15),
      (s.nameRight ? 'yes' : 'NO').padEnd(5),
      `${s.features[0]}/${s.features[1]}`.padEnd(9),
      String(s.headingFeatures.length).padEnd(9),
      `${s.figures[0]}/${s.figures[1]}`.padEnd(8),
      String(s.unstatedFigures.length).padEnd(9),
      String(s.personas).padEnd(9),
      String(s.unnamedPersonas.length),
    ].join(' '),
  );
  return ['vendor          name  features headings figures unstated personas unnamed', ...rows].join('\n');
}

describe('deterministic business analysis on the demo vendor sites', () => {
  const scores: Score[] = [];
  const results = new Map<string, BusinessAnalysis>();
  let simulator: Simulator;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'business-vendors-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir });
    const env = AnalysisEnvSchema.parse({ ...simulator.settings, NODE_ENV: 'test' });
    const reader = createSiteReader(siteReaderOptions(env));
    for (const site of DEMO_VENDOR_SITES) {
      const facts = await readSite(reader, `https://${site.host}/`, { maxPages: env.SITE_MAX_PAGES });
      const out = BusinessAnalysisSchema.parse(
        await new BusinessAnalysisService().analyse(summarise(facts), ALL_STEPS, offline),
      );
      results.set(site.host, out);
      scores.push(score(site, facts, out));
    }
    process.stdout.write(
      `\nBusiness analysis without a model, scored against each demo vendor's truth:\n${table(scores)}\n\n`,
    );
  }, 60_000);

  afterAll(async () => {
    await simulator?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads every vendor and completes all four steps', () => {
    expect(scores).toHaveLength(5);
    for (const out of results.values())
      expect(Object.values(out.pipeline_steps).every((s) => String(s).includes('✅'))).toBe(true);
  });

  it('names each company as its site does', () => {
    expect(scores.filter((s) => !s.nameRight).map((s) => s.vendor)).toEqual([]);
  });

  it('finds every listed feature with the benefit the site gives it', () => {
    expect(
      scores.filter((s) => s.features[0] !== s.features[1]).map((s) => `${s.vendor} ${s.features.join('/')}`),
    ).toEqual([]);
  });

  it('names no feature after a section heading', () => {
    expect(scores.flatMap((s) => s.headingFeatures)).toEqual([]);
  });

  it("states only the site's own figures, in its own sentences, and finds every figure on the home page", () => {
    expect(scores.flatMap((s) => s.unstatedFigures)).toEqual([]);
    expect(scores.flatMap((s) => s.claimsNotOnPage)).toEqual([]);
    expect(
      scores.filter((s) => s.figures[0] !== s.figures[1]).map((s) => `${s.vendor} ${s.figures.join('/')}`),
    ).toEqual([]);
  });

  it('writes personas only for audiences the site names, and one for each site that names some', () => {
    expect(scores.flatMap((s) => s.unnamedPersonas)).toEqual([]);
    expect(scores.every((s) => s.personas > 0)).toBe(true);
    for (const out of results.values())
      expect(Object.keys(out.persona_pitches!)).toEqual(out.business_profile!.personas.map((p) => p.role));
  });

  it('fills no demographic the site does not state', () => {
    for (const out of results.values()) {
      const d = out.targetCustomerProfile!.demographics;
      expect([d.size, d.location, d.age, d.income]).toEqual(Array(4).fill('Not stated on the website'));
    }
  });
});
