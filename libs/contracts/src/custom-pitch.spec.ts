import { sampleBusinessAnalysis, sampleScoredLead } from './testing/index.js';
import {
  BusinessAnalysisSchema,
  CustomPitchRequestSchema,
  CustomPitchResponseSchema,
  type BusinessAnalysis,
  type CustomPitchRequest,
} from './analysis.js';
import { samplePitch } from './testing/index.js';
import { ROUTES } from './routes.js';
import { SUBJECTS } from './subjects.js';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.map(String).join('.'));

const valid = { lead: sampleScoredLead, business_analysis: sampleBusinessAnalysis };

describe('custom pitch request', () => {
  it('accepts a lead of the search and the report as the analysis service answers it', () => {
    expect(BusinessAnalysisSchema.parse(sampleBusinessAnalysis)).toEqual(sampleBusinessAnalysis);
    const parsed = CustomPitchRequestSchema.parse(valid);
    expect(parsed.business_analysis).toEqual(sampleBusinessAnalysis);
    expect(parsed.lead).toMatchObject({ name: sampleScoredLead.name, cuisine_type: 'mexican', location_count: 2 });
    // Lead fields the pitch does not use are dropped, not forwarded.
    expect(parsed.lead).not.toHaveProperty('pitch');
    expect(parsed.lead).not.toHaveProperty('score_breakdown');
  });

  it('has the shape of a business analysis, so the selected report is sent as it is', () => {
    const report: CustomPitchRequest['business_analysis'] = sampleBusinessAnalysis;
    const back: BusinessAnalysis = report;
    expect(back.company_name).toBe('TableTurn');
  });

  it('refuses a request with either half missing', () => {
    expect(paths(CustomPitchRequestSchema.safeParse({}))).toEqual(['lead', 'business_analysis']);
    expect(paths(CustomPitchRequestSchema.safeParse({ lead: sampleScoredLead }))).toEqual(['business_analysis']);
    expect(paths(CustomPitchRequestSchema.safeParse({ business_analysis: sampleBusinessAnalysis }))).toEqual(['lead']);
  });

  it('refuses missing fields of the lead and of the report', () => {
    const { name: _n, fit_score: _f, ...lead } = sampleScoredLead;
    expect(paths(CustomPitchRequestSchema.safeParse({ ...valid, lead }))).toEqual(['lead.name', 'lead.fit_score']);
    const { company_name: _c, ...report } = sampleBusinessAnalysis;
    expect(paths(CustomPitchRequestSchema.safeParse({ ...valid, business_analysis: report }))).toEqual([
      'business_analysis.company_name',
    ]);
    expect(paths(CustomPitchRequestSchema.safeParse({ ...valid, lead: { ...sampleScoredLead, name: '   ' } }))).toEqual(
      ['lead.name'],
    );
  });

  it('refuses wrong types', () => {
    expect(
      paths(CustomPitchRequestSchema.safeParse({ ...valid, lead: { ...sampleScoredLead, google_rating: '4.6' } })),
    ).toEqual(['lead.google_rating']);
    expect(
      paths(CustomPitchRequestSchema.safeParse({ ...valid, lead: { ...sampleScoredLead, review_count: 12.5 } })),
    ).toEqual(['lead.review_count']);
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, persona_pitches: ['a script'] },
        }),
      ),
    ).toEqual(['business_analysis.persona_pitches']);
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, confidence_score: 7 },
        }),
      ),
    ).toEqual(['business_analysis.confidence_score']);
    expect(CustomPitchRequestSchema.safeParse({ lead: 'Casa Verde', business_analysis: 'TableTurn' }).success).toBe(
      false,
    );
  });

  it('bounds every text and list, so a huge report is refused', () => {
    const huge = 'x'.repeat(20_001);
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, messaging_brief: huge },
        }),
      ),
    ).toEqual(['business_analysis.messaging_brief']);
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, coreUSP: huge },
        }),
      ),
    ).toEqual(['business_analysis.coreUSP']);
    const manyScripts = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Persona ${i}`, 'script']));
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, persona_pitches: manyScripts },
        }),
      ),
    ).toEqual(['business_analysis.persona_pitches']);
    const manyProblems = Array.from({ length: 31 }, () => ({ problem: 'p', solution: 's' }));
    expect(
      paths(
        CustomPitchRequestSchema.safeParse({
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, problemsSolved: manyProblems },
        }),
      ),
    ).toEqual(['business_analysis.problemsSolved']);
    expect(paths(CustomPitchRequestSchema.safeParse({ ...valid, lead: { ...sampleScoredLead, name: huge } }))).toEqual([
      'lead.name',
    ]);
    const hours = { weekday_text: Array.from({ length: 15 }, () => 'Monday: 9-5'), is_open_now: true };
    expect(
      paths(CustomPitchRequestSchema.safeParse({ ...valid, lead: { ...sampleScoredLead, operating_hours: hours } })),
    ).toEqual(['lead.operating_hours.weekday_text']);
  });
});

describe('custom pitch response and route', () => {
  it('carries the pitch, the restaurant and the vendor it was written from', () => {
    const res = {
      success: true,
      restaurant_data: { name: 'Casa Verde Taqueria', website: null, fit_score: 78 },
      vendor: { company_name: 'TableTurn', website_url: 'https://tableturn.example.com/' },
      pitch_content: samplePitch,
      generated_by: 'deterministic',
    };
    expect(CustomPitchResponseSchema.parse(res)).toEqual(res);
    expect(
      CustomPitchResponseSchema.safeParse({ ...res, pitch_content: { ...samplePitch, email_opener: undefined } })
        .success,
    ).toBe(false);
  });

  it('is an expensive, signed-in POST answered by the analysis service', () => {
    expect(ROUTES.customPitch).toMatchObject({
      method: 'POST',
      path: '/api/pitches/custom',
      service: 'analysis',
      subject: SUBJECTS.analysis.customPitch,
      auth: true,
      expensive: true,
    });
    expect(SUBJECTS.analysis.customPitch).toBe('analysis.custom-pitch');
  });
});
