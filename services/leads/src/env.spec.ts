import { EnvError, loadEnv } from '@leadgen/service-kit';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WEIGHTS, LeadsEnvSchema } from './env.js';

describe('leads settings', () => {
  it('defaults to the demo provider and the public endpoints', () => {
    const env = loadEnv(LeadsEnvSchema, {});
    expect(env).toMatchObject({
      LEADS_PROVIDER: 'demo',
      GOOGLE_PLACES_BASE_URL: 'https://places.googleapis.com',
      OVERPASS_URL: 'https://overpass-api.de/api/interpreter',
      GOOGLE_PLACES_TIMEOUT_MS: 10_000,
      OVERPASS_TIMEOUT_MS: 30_000,
      LEADS_SCORING_WEIGHTS: DEFAULT_WEIGHTS,
      LEADS_RECORD_USAGE: true,
    });
  });

  it('needs a key for google and names bad settings', () => {
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'google' })).toThrow(
      /GOOGLE_PLACES_API_KEY: is required when LEADS_PROVIDER=google/,
    );
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'yelp' })).toThrow(/LEADS_PROVIDER/);
    expect(() => loadEnv(LeadsEnvSchema, { OVERPASS_URL: 'not a url' })).toThrow(/OVERPASS_URL: must be a URL/);
    expect(() => loadEnv(LeadsEnvSchema, { GOOGLE_PLACES_TIMEOUT_MS: '5' })).toThrow(EnvError);
  });

  it('reads scoring weights inline or from a JSON file, and refuses unknown factors', () => {
    expect(loadEnv(LeadsEnvSchema, { LEADS_SCORING_WEIGHTS: '{"rating": 30}' }).LEADS_SCORING_WEIGHTS).toEqual({
      ...DEFAULT_WEIGHTS,
      rating: 30,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-weights-'));
    const file = path.join(dir, 'weights.json');
    writeFileSync(file, JSON.stringify({ newness: 10, phone: 0 }));
    expect(loadEnv(LeadsEnvSchema, { LEADS_SCORING_WEIGHTS: file }).LEADS_SCORING_WEIGHTS).toMatchObject({
      newness: 10,
      phone: 0,
    });
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_SCORING_WEIGHTS: '{"vibes": 3}' })).toThrow(
      /LEADS_SCORING_WEIGHTS: unknown factor/,
    );
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_SCORING_WEIGHTS: '{rating' })).toThrow(/must be JSON/);
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_SCORING_WEIGHTS: '/nope/weights.json' })).toThrow(/cannot read/);
  });
});
