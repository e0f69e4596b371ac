import type { RouteRequest } from '@leadgen/contracts';
import { type SearchStack, startSearchStack } from './search-stack.js';

/**
 * The production Google provider against the simulator's Places API, as the default install runs
 * it: gateway -> NATS -> leads -> the simulator on 127.0.0.1, reached by leads' settings alone.
 */
describe('lead search on the simulated Places API, through the gateway', () => {
  let stack: SearchStack;
  const search = (criteria: RouteRequest<'leadSearch'>) => stack.search(criteria);
  /** A fresh leads instance with the simulator's settings, and the key given. */
  const startLeads = (key?: string) => stack.startLeads(key ? { GOOGLE_PLACES_API_KEY: key } : {});

  beforeAll(async () => {
    stack = await startSearchStack();
    await startLeads();
  }, 60_000);

  afterAll(() => stack?.close());

  it('finds leads in Austin, TX, labelled as simulated demo data', async () => {
    const { status, body } = await search({ city: 'Austin', state: 'TX' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, count: 25 });
    expect(body.data_source).toEqual({
      provider: 'google',
      label: 'Demo data (simulated)',
      is_demo: true,
      attribution: 'These restaurants are simulated for the demo and do not exist.',
      attribution_url: null,
    });
    for (const lead of body.leads) {
      expect(lead.data_source).toBe('google');
      expect(lead.place_id).toBeTruthy();
      expect(lead.address_parts).toMatchObject({
        street: expect.stringMatching(/^\d+ /),
        city: 'Austin',
        state: 'TX',
        zip: expect.stringMatching(/^\d{5}$/),
      });
      expect(lead.address).toBe(`${lead.address_parts!.street}, Austin, TX ${lead.address_parts!.zip}`);
      expect(lead.fit_decision).not.toBe('bad_fit');
    }
    // Hours lines written from Google's periods, Monday first, in plain ASCII.
    const hours = body.leads.filter((l) => l.operating_hours).map((l) => l.operating_hours!.weekday_text);
    expect(hours.length).toBeGreaterThan(0);
    for (const lines of hours) {
      expect(lines.map((l) => l.split(':')[0])).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      for (const line of lines)
        expect(line).toMatch(/^[A-Za-z]+: (Closed|Open 24 hours|\d{1,2}:\d\d [AP]M - \d{1,2}:\d\d [AP]M(, |$))/);
    }
    // The same search finds the same restaurants: the simulated world is the same on every run.
    const again = await search({ city: 'Austin', state: 'TX' });
    expect(again.body.leads.map((l) => l.place_id)).toEqual(body.leads.map((l) => l.place_id));
  });

  it('finds one cuisine when asked', async () => {
    const { status, body } = await search({ city: 'Austin', state: 'TX', cuisine: 'italian', filter_bad_fits: false });
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    expect(body.leads.every((l) => l.cuisine_type === 'italian')).toBe(true);
  });

  it('finds leads in Fredericksburg, TX, a town outside the 73 cities of the old demo data', async () => {
    const { status, body } = await search({ city: 'Fredericksburg', state: 'TX', filter_bad_fits: false });
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    expect(body.message).toBeUndefined();
    expect(body.leads.every((l) => l.address_parts?.city === 'Fredericksburg' && l.address_parts.state === 'TX')).toBe(
      true,
    );
  });

  it('gets at most 60 places from one query, as Google answers, and covers the city in tiles past that', async () => {
    const one = await search({ city: 'Chicago', state: 'IL', limit: 60, filter_bad_fits: false });
    expect(one.body.count).toBeGreaterThan(25);
    expect(one.body.count).toBeLessThanOrEqual(60);
    expect(one.body.total_matches).toBeLessThanOrEqual(60);
    expect(one.body.provider_calls).toBeLessThanOrEqual(3);
    // Max Results 100 is more than one query gives: the city's area is searched in tiles.
    const { body } = await search({ city: 'Chicago', state: 'IL', limit: 100, filter_bad_fits: false });
    expect(body.count).toBe(100);
    expect(new Set(body.leads.map((l) => l.place_id)).size).toBe(100);
    expect(body.provider_calls).toBeGreaterThan(3);
  });

  it('says the key was refused when GOOGLE_PLACES_API_KEY is wrong', async () => {
    await startLeads('not-the-simulators-key');
    try {
      const { status, body } = await search({ city: 'Austin', state: 'TX' });
      expect(status).toBe(502);
      expect(body).toMatchObject({
        code: 'UPSTREAM_FAILED',
        error: 'Google Places refused the API key. Check GOOGLE_PLACES_API_KEY.',
      });
    } finally {
      await startLeads();
    }
  });

  it('says the quota is used up when the key has none left', async () => {
    await startLeads('exhausted-test-key');
    try {
      const { status, body } = await search({ city: 'Austin', state: 'TX' });
      expect(status).toBe(502);
      expect(body).toMatchObject({
        code: 'UPSTREAM_FAILED',
        error: 'Google Places quota is used up (RESOURCE_EXHAUSTED). Please try again later.',
      });
    } finally {
      await startLeads();
    }
  });
});
