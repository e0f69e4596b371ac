import { sampleLead, samplePitch, sampleScoredLead, sampleSearchResponse } from './testing/index.js';
import {
  CompleteSignupRequestSchema,
  SigninRequestSchema,
  SignupPasswordSchema,
  VerifyEmailRequestSchema,
} from './accounts.js';
import { BusinessAnalysisRequestSchema, UrlPitchRequestSchema } from './analysis.js';
import { DiagnosticRequestSchema } from './diagnostics.js';
import { errorEnvelope, ErrorEnvelopeSchema, validationEnvelope } from './error.js';
import { StatsResponseSchema } from './health.js';
import { ExportRequestSchema, LeadSchema, PitchSchema, SearchCriteriaSchema, SearchResponseSchema } from './leads.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('search criteria', () => {
  it('fills the search form defaults', () => {
    expect(SearchCriteriaSchema.parse({ city: ' Austin ' })).toEqual({
      city: 'Austin',
      state: '',
      cuisine: '',
      limit: 25,
      min_rating: 0,
      min_reviews: 0,
      filter_bad_fits: true,
      filter_duplicates: true,
      enableLocationFilter: false,
      minLocations: 1,
      maxLocations: 10,
      enablePitchGeneration: false,
      pitchGenerationCount: 5,
      filterRecentlyEstablished: false,
      prioritizeNewWebsites: false,
      openingSoon: false,
    });
  });

  it('refuses a blank city, an unknown state and wrong types', () => {
    expect(messages(SearchCriteriaSchema.safeParse({ city: '  ' }))).toEqual(['City is required']);
    expect(SearchCriteriaSchema.safeParse({ city: 'Austin', state: 'XX' }).success).toBe(false);
    expect(SearchCriteriaSchema.safeParse({ city: 'Austin', limit: '25' }).success).toBe(false);
    expect(SearchCriteriaSchema.safeParse({ city: 'Austin', limit: 1000 }).success).toBe(false);
    expect(SearchCriteriaSchema.safeParse({}).success).toBe(false);
  });
});

describe('entities', () => {
  it('accepts the samples', () => {
    expect(PitchSchema.parse(samplePitch)).toEqual(samplePitch);
    expect(LeadSchema.parse(sampleLead)).toEqual(sampleLead);
    expect(SearchResponseSchema.parse(sampleSearchResponse)).toEqual(sampleSearchResponse);
  });

  it('accepts a lead with the service extras and refuses bad extras', () => {
    expect(LeadSchema.parse(sampleScoredLead)).toEqual(sampleScoredLead);
    expect(sampleScoredLead.score_breakdown!.reduce((a, b) => a + b.points, 0)).toBe(sampleScoredLead.fit_score);
    expect(LeadSchema.safeParse({ ...sampleScoredLead, data_source: 'yelp' }).success).toBe(false);
    expect(LeadSchema.safeParse({ ...sampleScoredLead, location_count_source: 'guess' }).success).toBe(false);
    expect(
      LeadSchema.safeParse({
        ...sampleScoredLead,
        score_breakdown: [{ factor: 'vibes', label: 'x', points: 1, max_points: 1, detail: '' }],
      }).success,
    ).toBe(false);
    expect(
      SearchResponseSchema.parse({
        ...sampleSearchResponse,
        leads: [sampleScoredLead],
        success: true,
        warnings: ['Pitches could not be generated.'],
        data_source: {
          provider: 'osm',
          label: 'OpenStreetMap',
          is_demo: false,
          attribution: '© OpenStreetMap contributors',
          attribution_url: 'https://www.openstreetmap.org/copyright',
        },
        total_matches: 1,
      }).data_source!.attribution,
    ).toBe('© OpenStreetMap contributors');
  });

  it('refuses a fit score over 100 and a confidence over 1', () => {
    expect(LeadSchema.safeParse({ ...sampleLead, fit_score: 140 }).success).toBe(false);
    expect(PitchSchema.safeParse({ ...samplePitch, confidence_score: 82 }).success).toBe(false);
  });

  it('needs at least one lead to export', () => {
    expect(messages(ExportRequestSchema.safeParse({ leads: [], format: 'csv' }))).toEqual(['No data to export']);
    expect(ExportRequestSchema.safeParse({ leads: [sampleLead], format: 'xlsx' }).success).toBe(false);
  });

  it('holds the six status components', () => {
    const ok = {
      system: {
        status: 'operational',
        components: { nats: true, database: true, accounts: true, leads: true, analysis: true, diagnostics: true },
      },
    };
    expect(StatsResponseSchema.parse(ok)).toEqual(ok);
    const missing = { system: { status: 'operational', components: { nats: true } } };
    expect(StatsResponseSchema.safeParse(missing).success).toBe(false);
  });
});

describe('URLs', () => {
  it('trims and accepts absolute http(s) URLs only', () => {
    expect(UrlPitchRequestSchema.parse({ website_url: '  https://x.example/menu ' })).toEqual({
      website_url: 'https://x.example/menu',
    });
    for (const bad of ['x.example', 'ftp://x.example', 'javascript:alert(1)', '', 'http://']) {
      expect(messages(UrlPitchRequestSchema.safeParse({ website_url: bad }))).toContain('Please enter a valid URL');
    }
  });

  it('defaults business analysis to all four steps and refuses none', () => {
    expect(BusinessAnalysisRequestSchema.parse({ website_url: 'https://vendor.example' }).selected_steps).toEqual({
      step1: true,
      step2: true,
      step3: true,
      step4: true,
    });
    const none = BusinessAnalysisRequestSchema.safeParse({
      website_url: 'https://vendor.example',
      selected_steps: { step1: false, step2: false, step3: false, step4: false },
    });
    expect(messages(none)).toEqual(['Please select at least one step to analyze.']);
  });

  it('leaves Enhanced GPT off unless asked', () => {
    expect(DiagnosticRequestSchema.parse({ website_url: 'https://r.example' }).use_gpt).toBe(false);
  });
});

describe('accounts', () => {
  it('asks for both sign-in fields with the product message', () => {
    expect(messages(SigninRequestSchema.safeParse({ email: '', password: '' }))).toContain(
      'Email and password are required',
    );
    expect(SigninRequestSchema.parse({ email: ' Rep@Example.COM ', password: 'x' }).email).toBe('rep@example.com');
  });

  it('applies the sign-up password rule', () => {
    expect(SignupPasswordSchema.safeParse('Longenough#pass').success).toBe(true);
    expect(SignupPasswordSchema.safeParse('Longenough pass').success).toBe(true);
    for (const weak of ['Short#1a', 'alllowercase#123', 'ALLUPPERCASE#123', 'NoSymbolsAtAllHere', 'Longenough1pass']) {
      expect(messages(SignupPasswordSchema.safeParse(weak))).toEqual(['Password does not meet requirements']);
    }
  });

  it('takes 6-digit codes only', () => {
    expect(VerifyEmailRequestSchema.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true);
    expect(VerifyEmailRequestSchema.safeParse({ email: 'a@b.co', code: '12345a' }).success).toBe(false);
    expect(VerifyEmailRequestSchema.safeParse({ email: 'a@b.co', code: '1234567' }).success).toBe(false);
  });

  it('names each missing wizard field with its message', () => {
    const r = CompleteSignupRequestSchema.safeParse({
      email: 'a@b.co',
      password: 'Longenough#pass',
      first_name: '',
      last_name: 'x',
      role: '',
      company_name: '',
      company_size: '',
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'First name and last name are required',
        'Please select your role',
        'Company name is required',
        'Please select company size',
      ]),
    );
  });
});

describe('error envelope', () => {
  it('builds envelopes that match their schema', () => {
    expect(ErrorEnvelopeSchema.parse(errorEnvelope('TIMEOUT', 'Too slow'))).toEqual({
      success: false,
      error: 'Too slow',
      code: 'TIMEOUT',
    });
    expect(ErrorEnvelopeSchema.safeParse({ error: 'x', code: 'NOPE' }).success).toBe(false);
  });

  it('lists zod issues per field', () => {
    const r = SearchCriteriaSchema.safeParse({ city: '', limit: 'x' });
    if (r.success) throw new Error('expected failure');
    const env = validationEnvelope(r.error, 'req-1');
    expect(env.code).toBe('VALIDATION_FAILED');
    expect(env.request_id).toBe('req-1');
    expect(Object.keys(env.fields!)).toEqual(['city', 'limit']);
  });
});
