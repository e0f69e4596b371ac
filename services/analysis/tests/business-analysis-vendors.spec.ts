import { BusinessAnalysisSchema, type BusinessAnalysis } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { extractPage } from '@leadgen/site-reader';
import { BusinessAnalysisService, summarise } from '@leadgen/analysis/testing';
import { DEMO_VENDOR_SITES, type DemoVendorSite } from '@leadgen/simulator/testing';

/**
 * Business Analysis without a model on the five simulated vendors' websites, read as the analysis
 * service reads them (each page through the site reader's extraction, then the site summary), and
 * read as a rep reads the result: each of the company's sentences said once, each problem answered
 * by its own feature, and the site's audiences written as the site writes them.
 */

const offline = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
const ALL_STEPS = { step1: true, step2: true, step3: true, step4: true };

async function analyse(site: DemoVendorSite, steps = ALL_STEPS): Promise<BusinessAnalysis> {
  const [home, ...pages] = Object.entries(site.pages).map(([path, html]) =>
    extractPage(html, `https://${site.host}${path}`),
  );
  const summary = summarise({ home: home!, pages, errors: [], visits: [] });
  return BusinessAnalysisSchema.parse(await new BusinessAnalysisService().analyse(summary, steps, offline));
}

/** Every text of the result a rep reads, each as it stands on screen. */
function textsOf(a: BusinessAnalysis): string[] {
  const p = a.business_profile;
  return [
    a.coreUSP,
    p?.description,
    ...(p?.personas ?? []).flatMap((x) => [x.goal, x.frustration]),
    ...(p?.features ?? []).flatMap((f) => [f.benefit, f.payoff]),
    ...Object.values(p?.metrics ?? {}),
    a.business_avatar,
    a.messaging_brief,
    ...(a.problemsSolved ?? []).flatMap((x) => [x.problem, x.solution]),
    ...Object.values(a.persona_pitches ?? {}),
    a.overallStrategicPositioning,
    a.business_analysis_text,
    a.pitch_content,
  ].filter((t): t is string => !!t);
}

const norm = (s: string) => s.replace(/[‘’]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
/** The sentences of a text: after . ! ? or a line break, and after a label such as 'Tableside ordering:'. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n|:\s+/)
    .map(norm)
    .filter((s) => s.split(' ').length >= 4);

/** The company's own sentences in the result: its description, its features' benefits and payoffs, its figures' sentences. */
function companySentences(a: BusinessAnalysis): string[] {
  const p = a.business_profile!;
  return [p.description, ...p.features.flatMap((f) => [f.benefit, f.payoff]), ...Object.values(p.metrics)]
    .filter(Boolean)
    .flatMap(sentencesOf);
}

const results = new Map<string, BusinessAnalysis>();
beforeAll(async () => {
  for (const site of DEMO_VENDOR_SITES) results.set(site.name, await analyse(site));
});

describe('Business Analysis on the simulated vendors’ sites, read as a rep reads it', () => {
  it('says each sentence of the company’s profile once in the whole result', () => {
    const repeated: string[] = [];
    for (const [vendor, a] of results) {
      const said = textsOf(a).flatMap(sentencesOf);
      for (const s of new Set(companySentences(a))) {
        const times = said.filter((x) => x === s).length;
        if (times !== 1) repeated.push(`${vendor}: "${s}" said ${times} times`);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('says the one-line description once, in the profile, and leads with the site’s own promise', () => {
    for (const [, a] of results) {
      const description = norm(a.business_profile!.description);
      const times = textsOf(a).filter((t) => norm(t).includes(description)).length;
      expect(times).toBe(1);
      expect(norm(a.coreUSP!)).not.toContain(description);
    }
    expect(results.get('TablePoint POS')!.coreUSP).toBe(
      'The point of sale that keeps up with Friday night. Take orders at the table, fire tickets to the kitchen and close checks in one system built for the dinner rush.',
    );
    expect(results.get('SeatWise')!.coreUSP).toMatch(/^Fill every table, even on a Tuesday\. SeatWise takes bookings/);
  });

  it('answers each problem with its own feature, named as the site names it', () => {
    for (const [vendor, a] of results) {
      const features = a.business_profile!.features.map((f) => f.feature);
      const answers = a.problemsSolved!.map((p) => p.solution.split(':')[0]!);
      expect({ vendor, known: answers.every((f) => features.includes(f)) }).toEqual({ vendor, known: true });
      expect({ vendor, distinct: new Set(answers).size }).toEqual({
        vendor,
        distinct: Math.min(answers.length, features.length),
      });
    }
    const tablePoint = Object.fromEntries(
      results.get('TablePoint POS')!.problemsSolved!.map((p) => [p.problem, p.solution]),
    );
    expect(tablePoint['Open tabs and slow service at the bar']).toMatch(/^Tableside ordering: /);
    expect(tablePoint['Each location reporting differently']).toMatch(/^Menu sync: /);
    const orderHatch = Object.fromEntries(
      results.get('OrderHatch')!.problemsSolved!.map((p) => [p.problem, p.solution]),
    );
    expect(orderHatch['Marketplace commissions on every order']).toMatch(/^Commission-free pickup: /);
    expect(orderHatch['Lines and order mistakes at the lunch rush']).toMatch(/^Order throttling: /);
  });

  it('writes the audiences in sentences as the site writes them, not as card titles', () => {
    const all = [...results.values()].flatMap(textsOf).join('\n');
    expect(all).toContain('Most bar owners I talk to');
    expect(all).toContain('multi-location group operators');
    expect(all).toContain('Most café owners I talk to');
    expect(all).not.toMatch(
      /\b(?:bar|multi-location|independent|restaurant|general|café) (?:Owner|Operator|Manager|Group)s?\b/,
    );
    expect(all).not.toMatch(/multi-Location|quick-Service|family-Owned/);
  });

  it('gives each persona a script of its own: its own feature, opener and ask', () => {
    for (const [vendor, a] of results) {
      const scripts = Object.values(a.persona_pitches!);
      const firstSentences = scripts.map((s) => s.split('. ')[0]);
      expect({ vendor, distinctOpeners: new Set(firstSentences).size }).toEqual({
        vendor,
        distinctOpeners: Math.min(scripts.length, 3),
      });
      for (const script of scripts) expect(script).not.toContain(a.business_profile!.description);
    }
  });

  it('says the description in the text of the result when the profile is not shown', async () => {
    const site = DEMO_VENDOR_SITES.find((s) => s.name === 'ShiftPay')!;
    const out = await analyse(site, { step1: false, step2: true, step3: false, step4: false });
    expect(out.business_profile).toBeUndefined();
    expect(out.business_analysis_text).toBe(
      'ShiftPay: ShiftPay runs restaurant payroll, tip pooling and payroll taxes in one place.',
    );
  });
});
