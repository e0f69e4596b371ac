import { BusinessAnalysisSchema } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import type { SiteSummary } from '../site/site.summary.js';
import { BusinessAnalysisService, DONE, SKIPPED } from './business.service.js';

const vendor: SiteSummary = {
  url: 'https://tablewise.example.com/',
  host: 'tablewise.example.com',
  name: 'Tablewise',
  description: 'Tablewise helps restaurant owners and general managers fill tables with online reservations.',
  cuisines: [],
  address: null,
  phone: null,
  found: {},
  menuPdfOnly: false,
  orderingProviders: [],
  reservationProviders: [],
  social: [],
  headings: ['Online reservations', 'Waitlist management', 'Guest marketing', 'Pricing'],
  text: 'Restaurants using Tablewise see 30% fewer no-shows. Our marketing tools bring guests back.',
  pagesRead: ['https://tablewise.example.com/'],
  thin: false,
};
const offline = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
const all = { step1: true, step2: true, step3: true, step4: true };

describe('business analysis pipeline (deterministic)', () => {
  it('runs all four steps, each feeding the next', async () => {
    const out = BusinessAnalysisSchema.parse(await new BusinessAnalysisService().analyse(vendor, all, offline));
    expect(out.pipeline_steps).toEqual({
      step1_business_profile: DONE,
      step2_business_avatar: DONE,
      step3_messaging_brief: DONE,
      step4_persona_pitches: DONE,
    });
    expect(out.company_name).toBe('Tablewise');
    expect(out.business_profile!.personas.map((p) => p.role)).toEqual(['Restaurant Owner', 'General Manager', 'Marketing Manager']);
    expect(out.business_profile!.features.map((f) => f.feature)).toEqual(['Online reservations', 'Waitlist management', 'Guest marketing']);
    expect(Object.values(out.business_profile!.metrics)[0]).toContain('30% fewer no-shows');
    expect(out.business_avatar).toContain('Restaurant Owner');
    expect(out.messaging_brief).toContain('Online reservations');
    expect(Object.keys(out.persona_pitches!)).toEqual(['Restaurant Owner', 'General Manager', 'Marketing Manager']);
    expect(out.confidence_score).toBe(0.4);
  });

  it('skips unselected steps and says so, still using their baseline for later steps', async () => {
    const out = await new BusinessAnalysisService().analyse(vendor, { step1: false, step2: false, step3: true, step4: true }, offline);
    expect(out.pipeline_steps.step1_business_profile).toBe(SKIPPED);
    expect(out.business_profile).toBeUndefined();
    expect(out.business_avatar).toBeUndefined();
    expect(out.coreUSP).toContain('Online reservations');
    expect(out.persona_pitches).toBeDefined();
  });
});
