import { BusinessAnalysisSchema } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import type { SiteSummary } from '../site/site.summary.js';
import { BusinessAnalysisService, DONE, SKIPPED } from './business-analysis.service.js';

/** A vendor home page as the site reader hands it over: headings, and the main text line by line. */
const vendor: SiteSummary = {
  url: 'https://tablewise.example.com/',
  host: 'tablewise.example.com',
  name: 'Tablewise',
  description: 'Tablewise helps restaurants fill tables with online reservations.',
  cuisines: [],
  address: null,
  phone: null,
  found: {},
  menuPdfOnly: false,
  orderingProviders: [],
  reservationProviders: [],
  social: [],
  headings: ['Tablewise', 'Features', 'Results', 'Who it’s for', 'Pricing'],
  text: [
    'Tablewise',
    'Reservations that fill your tables.',
    'Features',
    'Online reservations — Guests book from your website and Google, day or night.',
    'Waitlist management — Guests wait where they like and get a text when their table is ready.',
    'Guest marketing — Bring guests back with offers after their visit.',
    'Results',
    'Restaurants using Tablewise see 30% fewer no-shows.',
    'Who it’s for',
    'Tablewise is built for independent restaurants and general managers who run the floor.',
    'Pricing',
    'Plans start at $99 a month.',
  ].join('\n'),
  pagesRead: ['https://tablewise.example.com/'],
  thin: false,
};
const offline = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
const all = { step1: true, step2: true, step3: true, step4: true };

describe('business analysis pipeline (deterministic)', () => {
  it('runs all four steps, each feeding the next, from what the page states', async () => {
    const out = BusinessAnalysisSchema.parse(await new BusinessAnalysisService().analyse(vendor, all, offline));
    expect(out.pipeline_steps).toEqual({
      step1_business_profile: DONE,
      step2_business_avatar: DONE,
      step3_messaging_brief: DONE,
      step4_persona_pitches: DONE,
    });
    expect(out.company_name).toBe('Tablewise');
    expect(out.business_profile!.features).toEqual([
      {
        feature: 'Online reservations',
        benefit: 'Guests book from your website and Google, day or night.',
        payoff: '',
      },
      {
        feature: 'Waitlist management',
        benefit: 'Guests wait where they like and get a text when their table is ready.',
        payoff: '',
      },
      { feature: 'Guest marketing', benefit: 'Bring guests back with offers after their visit.', payoff: '' },
    ]);
    expect(out.business_profile!.metrics).toEqual({
      '30%': 'Restaurants using Tablewise see 30% fewer no-shows.',
      $99: 'Plans start at $99 a month.',
    });
    expect(out.business_profile!.personas.map((p) => p.role)).toEqual([
      'Independent Restaurant Owner',
      'General Manager',
    ]);
    expect(out.business_avatar).toContain('Ideal buyer: Independent Restaurant Owner');
    // The profile states the benefits and figures; the brief names them, each sentence said once.
    expect(out.messaging_brief).toContain('- Online reservations, for general managers');
    expect(out.messaging_brief).toContain('Proof points (their sentences are under Key Metrics): 30%; $99');
    expect(out.messaging_brief).not.toContain('Restaurants using Tablewise see 30% fewer no-shows.');
    expect(out.coreUSP).toBe('Reservations that fill your tables.');
    expect(Object.keys(out.persona_pitches!)).toEqual(['Independent Restaurant Owner', 'General Manager']);
    expect(out.targetCustomerProfile!.demographics.location).toBe('Not stated on the website');
    expect(out.confidence_score).toBe(0.4);
  });

  it('leaves out what the page does not say: no features, figures or personas of its own making', async () => {
    const bare = {
      ...vendor,
      description: 'Tablewise makes software.',
      headings: ['Tablewise', 'Features', 'Results'],
      text: 'Tablewise\nFeatures\nResults\nWe love what we do.',
    };
    const out = BusinessAnalysisSchema.parse(await new BusinessAnalysisService().analyse(bare, all, offline));
    expect(out.business_profile).toMatchObject({ personas: [], features: [], metrics: {} });
    expect(out.business_avatar).toBe('Ideal buyer: not stated on the website');
    expect(out.messaging_brief).toContain('Who it is for: not stated on the website');
    expect(out.messaging_brief).toContain('Proof points: none stated on the website');
    expect(out.persona_pitches).toEqual({});
    expect(out.problemsSolved).toEqual([]);
    expect(out.pitch_content).toBe(
      'Hi, I work with Tablewise. Could we take 15 minutes to see whether it fits your restaurant?',
    );
  });

  it('skips unselected steps and says so, still using their baseline for later steps', async () => {
    const out = await new BusinessAnalysisService().analyse(
      vendor,
      { step1: false, step2: false, step3: true, step4: true },
      offline,
    );
    expect(out.pipeline_steps.step1_business_profile).toBe(SKIPPED);
    expect(out.business_profile).toBeUndefined();
    expect(out.business_avatar).toBeUndefined();
    expect(out.coreUSP).toBe('Reservations that fill your tables.');
    expect(out.messaging_brief).toContain(
      '- Online reservations, for general managers: Guests book from your website and Google, day or night.',
    );
    expect(out.persona_pitches).toBeDefined();
  });
});
