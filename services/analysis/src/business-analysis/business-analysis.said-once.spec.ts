import { BusinessAnalysisSchema } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { sampleSite } from '../../testing/site-summary.js';
import { BusinessAnalysisService } from './business-analysis.service.js';

const DESCRIPTION = 'Tablewise helps restaurants fill tables with online reservations.';
const BENEFIT = 'Guests book from your website and Google, day or night.';

/** What a model answers at each step when it restates the profile everywhere. */
const repeating = [
  {
    name: 'Tablewise',
    description: DESCRIPTION,
    personas: [{ role: 'Bar Owner', goal: 'Fill the bar', frustration: 'Empty weeknights' }],
    features: [{ feature: 'Online reservations', benefit: BENEFIT, payoff: '' }],
    metrics: [{ name: '30%', value: 'Restaurants using Tablewise see 30% fewer no-shows.' }],
  },
  { business_avatar: `Ideal buyer: Bar Owner\n${DESCRIPTION}` },
  {
    messaging_brief: `Headline: ${DESCRIPTION}\nKey message: Online reservations. ${BENEFIT}`,
    coreUSP: DESCRIPTION,
    problemsSolved: [{ problem: 'Empty weeknights', solution: `Online reservations. ${BENEFIT}` }],
    overallStrategicPositioning: `${DESCRIPTION} It leads its market.`,
    values: ['Fill the bar'],
    painPoints: ['Empty weeknights'],
  },
  {
    scripts: [{ persona: 'Bar Owner', script: `Hi, I'm with Tablewise. ${DESCRIPTION} Can we talk?` }],
    pitch_content: `${DESCRIPTION} Restaurants using Tablewise see 30% fewer no-shows. Can we talk?`,
  },
];

describe('Business Analysis written by a model that repeats the profile', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI(repeating.map((content) => ({ content })));
  });
  afterAll(() => fake.close());

  it("says each of the profile's sentences once: the later sections keep only what they add", async () => {
    const model = new StructuredGenerator({
      baseURL: fake.baseURL,
      apiKey: 'test',
      model: 'fake-model',
      timeoutMs: 2000,
      maxRetries: 0,
      concurrency: 1,
      cacheSize: 0,
    });
    const site = sampleSite({
      name: 'Tablewise',
      description: DESCRIPTION,
      headings: ['Tablewise'],
      text: 'Tablewise\nReservations that fill your tables.',
    });
    const out = BusinessAnalysisSchema.parse(
      await new BusinessAnalysisService().analyse(site, { step1: true, step2: true, step3: true, step4: true }, model),
    );
    expect(out.confidence_score).toBe(0.85);
    const all = JSON.stringify(out);
    expect(all.split(DESCRIPTION).length - 1).toBe(1);
    expect(all.split(BENEFIT).length - 1).toBe(1);
    expect(all.split('30% fewer no-shows').length - 1).toBe(1);
    expect(out.coreUSP).toBe('Reservations that fill your tables.');
    expect(out.business_avatar).toBe('Ideal buyer: Bar Owner');
    expect(out.messaging_brief).toBe('Key message: Online reservations.');
    expect(out.overallStrategicPositioning).toBe('It leads its market.');
    expect(out.persona_pitches).toEqual({ 'Bar Owner': "Hi, I'm with Tablewise. Can we talk?" });
    expect(out.problemsSolved).toEqual([{ problem: 'Empty weeknights', solution: 'Online reservations.' }]);
    expect(out.pitch_content).toBe('Can we talk?');
  });
});
