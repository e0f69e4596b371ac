import { EnvError, loadEnv } from '@leadgen/service-kit';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteReaderOptions } from '@leadgen/site-reader';
import { DEFAULT_WEIGHTS, LeadsEnvSchema, rdapBootstrapUrl } from './env.js';

const KEY = { GOOGLE_PLACES_API_KEY: 'key' };

describe('leads settings', () => {
  it('defaults to Google Places and the public endpoints', () => {
    const env = loadEnv(LeadsEnvSchema, { GOOGLE_PLACES_API_KEY: 'key' });
    expect(env).toMatchObject({
      LEADS_PROVIDER: 'google',
      GOOGLE_PLACES_BASE_URL: 'https://places.googleapis.com',
      OVERPASS_URL: 'https://overpass-api.de/api/interpreter',
      GOOGLE_PLACES_TIMEOUT_MS: 10_000,
      OVERPASS_TIMEOUT_MS: 30_000,
      LEADS_SCORING_WEIGHTS: DEFAULT_WEIGHTS,
      LEADS_RECORD_USAGE: true,
    });
  });

  it("asks IANA's bootstrap for domain dates, or one RDAP server outside production; production refuses RDAP_BASE_URL", () => {
    const env = loadEnv(LeadsEnvSchema, KEY);
    expect(env).toMatchObject({ RDAP_TIMEOUT_MS: 3_000, RDAP_CONCURRENCY: 8 });
    expect(env.RDAP_BASE_URL).toBeUndefined();
    expect(rdapBootstrapUrl(env)).toBe('https://data.iana.org/rdap/dns.json');
    expect(rdapBootstrapUrl(loadEnv(LeadsEnvSchema, { ...KEY, NODE_ENV: 'test' }))).toBeNull();
    const own = loadEnv(LeadsEnvSchema, {
      ...KEY,
      NODE_ENV: 'test',
      RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/dns.json',
    });
    expect(rdapBootstrapUrl(own)).toBe('http://127.0.0.1:9/dns.json');
    const simulator = { ...KEY, RDAP_BASE_URL: 'http://127.0.0.1:4010/rdap/' };
    expect(loadEnv(LeadsEnvSchema, simulator).RDAP_BASE_URL).toBe('http://127.0.0.1:4010/rdap/');
    expect(() => loadEnv(LeadsEnvSchema, { ...simulator, NODE_ENV: 'production' })).toThrow(
      /RDAP_BASE_URL: points every domain's registration date at one server/,
    );
    expect(
      loadEnv(LeadsEnvSchema, { ...KEY, NODE_ENV: 'production', RDAP_BASE_URL: '' }).RDAP_BASE_URL,
    ).toBeUndefined();
    expect(() => loadEnv(LeadsEnvSchema, { ...KEY, RDAP_TIMEOUT_MS: '5' })).toThrow(/RDAP_TIMEOUT_MS/);
  });

  it('refuses to start Google without a key, saying where to get one or how to run on the simulator', () => {
    for (const env of [{}, { LEADS_PROVIDER: 'google' }, { GOOGLE_PLACES_API_KEY: '  ' }]) {
      expect(() => loadEnv(LeadsEnvSchema, env)).toThrow(
        /GOOGLE_PLACES_API_KEY: is required when LEADS_PROVIDER=google/,
      );
    }
    let message = '';
    try {
      loadEnv(LeadsEnvSchema, {});
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/Google Cloud console/);
    expect(message).toMatch(/npm start.*simulator/);
    expect(loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'osm' }).LEADS_PROVIDER).toBe('osm');
  });

  it('reads settings left empty, as .env.example leaves them, as unset', () => {
    const env = loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: '', GOOGLE_PLACES_BASE_URL: '', GOOGLE_PLACES_API_KEY: 'k' });
    expect(env).toMatchObject({ LEADS_PROVIDER: 'google', GOOGLE_PLACES_BASE_URL: 'https://places.googleapis.com' });
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: '', GOOGLE_PLACES_API_KEY: '' })).toThrow(
      /GOOGLE_PLACES_API_KEY: is required/,
    );
  });

  it('has no demo provider any more', () => {
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'demo' })).toThrow(/LEADS_PROVIDER/);
  });

  it('points Google anywhere outside production (the simulator), and refuses anything but Google in production', () => {
    const simulator = { GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:4500' };
    expect(loadEnv(LeadsEnvSchema, simulator).GOOGLE_PLACES_BASE_URL).toBe('http://127.0.0.1:4500');
    expect(() => loadEnv(LeadsEnvSchema, { ...simulator, NODE_ENV: 'production' })).toThrow(
      /GOOGLE_PLACES_BASE_URL: points at something other than Google's Places API/,
    );
    const production = { NODE_ENV: 'production', GOOGLE_PLACES_API_KEY: 'k' };
    expect(loadEnv(LeadsEnvSchema, production).GOOGLE_PLACES_BASE_URL).toBe('https://places.googleapis.com');
    expect(loadEnv(LeadsEnvSchema, { ...production, GOOGLE_PLACES_BASE_URL: '' }).GOOGLE_PLACES_BASE_URL).toBe(
      'https://places.googleapis.com',
    );
    expect(() =>
      loadEnv(LeadsEnvSchema, { ...production, LEADS_PROVIDER: 'osm', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:1' }),
    ).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });

  it('names bad settings', () => {
    expect(() => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'yelp' })).toThrow(/LEADS_PROVIDER/);
    expect(() => loadEnv(LeadsEnvSchema, { OVERPASS_URL: 'not a url' })).toThrow(/OVERPASS_URL: must be a URL/);
    expect(() => loadEnv(LeadsEnvSchema, { GOOGLE_PLACES_BASE_URL: 'not a url' })).toThrow(
      /GOOGLE_PLACES_BASE_URL: must be a URL/,
    );
    expect(() => loadEnv(LeadsEnvSchema, { GOOGLE_PLACES_TIMEOUT_MS: '5' })).toThrow(EnvError);
  });

  it('reads scoring weights inline or from a JSON file, and refuses unknown factors', () => {
    expect(loadEnv(LeadsEnvSchema, { ...KEY, LEADS_SCORING_WEIGHTS: '{"rating": 30}' }).LEADS_SCORING_WEIGHTS).toEqual({
      ...DEFAULT_WEIGHTS,
      rating: 30,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-weights-'));
    const file = path.join(dir, 'weights.json');
    writeFileSync(file, JSON.stringify({ newness: 10, phone: 0 }));
    expect(loadEnv(LeadsEnvSchema, { ...KEY, LEADS_SCORING_WEIGHTS: file }).LEADS_SCORING_WEIGHTS).toMatchObject({
      newness: 10,
      phone: 0,
    });
    expect(() => loadEnv(LeadsEnvSchema, { ...KEY, LEADS_SCORING_WEIGHTS: '{"vibes": 3}' })).toThrow(
      /LEADS_SCORING_WEIGHTS: unknown factor/,
    );
    expect(() => loadEnv(LeadsEnvSchema, { ...KEY, LEADS_SCORING_WEIGHTS: '{rating' })).toThrow(/must be JSON/);
    expect(() => loadEnv(LeadsEnvSchema, { ...KEY, LEADS_SCORING_WEIGHTS: '/nope/weights.json' })).toThrow(
      /cannot read/,
    );
  });

  it('reads contacts from websites with the same reader settings as pitches: through the proxy when one is set, 6 pages at most', () => {
    const env = loadEnv(LeadsEnvSchema, KEY);
    expect(env).toMatchObject({ CONTACTS_MAX_PAGES: 6, SITE_FETCH_TIMEOUT_MS: 10_000, SITE_ALLOW_PRIVATE_HOSTS: [] });
    expect(siteReaderOptions(env).proxy).toBeUndefined();
    const proxied = loadEnv(LeadsEnvSchema, { ...KEY, SITE_PROXY_URL: 'http://egress.internal:3128' });
    expect(siteReaderOptions(proxied).proxy).toEqual({ url: 'http://egress.internal:3128' });
    expect(() => loadEnv(LeadsEnvSchema, { ...KEY, CONTACTS_MAX_PAGES: '7' })).toThrow(/CONTACTS_MAX_PAGES/);
    expect(() =>
      loadEnv(LeadsEnvSchema, { ...KEY, NODE_ENV: 'production', SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }),
    ).toThrow(/SITE_ALLOW_PRIVATE_HOSTS: is for tests and is refused in production/);
  });
});
