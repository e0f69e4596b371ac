import { Scorer } from '../../scoring/fit.scorer.js';
import { cityKey, DemoProvider, loadDemoData } from './demo.provider.js';
import { generateDemoData } from './demo.generator.js';

describe('demo provider', () => {
  const data = generateDemoData({ seed: 11 });
  const provider = new DemoProvider(data, new Scorer(), new Date('2026-11-22T00:00:00Z'));
  const NOW = new Date('2026-11-25T03:30:00Z');
  const q = (city: string, state = '', cuisine: string | null = null) =>
    provider.search({ city, state, cuisine, limit: 25 }, NOW);

  it('matches a city case-insensitively and trimmed, with aliases', async () => {
    const a = await q('Austin');
    const b = await q('  aUSTIN ');
    expect(a.candidates.length).toBeGreaterThan(150);
    expect(b.candidates.length).toBe(a.candidates.length);
    expect(cityKey('Saint Louis')).toBe(cityKey('St. Louis'));
    expect((await q('NYC')).candidates.length).toBe((await q('New York', 'NY')).candidates.length);
  });

  it('answers both Portlands without a state and one with it', async () => {
    const both = await q('Portland');
    const me = await q('Portland', 'ME');
    const or = await q('Portland', 'OR');
    expect(both.candidates.length).toBe(me.candidates.length + or.candidates.length);
    expect(me.candidates.every((c) => c.lead.address.includes(', ME '))).toBe(true);
  });

  it('answers a city it does not have with no candidates and a warning naming the coverage', async () => {
    const none = await q('Atlantis');
    expect(none.candidates).toEqual([]);
    expect(none.warnings[0]).toMatch(/covers 73 US cities/);
    expect((await q('Austin', 'ME')).warnings[0]).toMatch(/has Austin, TX/);
  });

  it('labels leads as demo, counts chain locations across the whole dataset, and keeps the city time zone', async () => {
    const res = await q('Chicago');
    const lead = res.candidates[0]!.lead;
    expect(lead.data_source).toBe('demo');
    expect(lead.time_zone).toBe('America/Chicago');
    expect(res.candidates.every((c) => c.lead.location_count_source === 'dataset')).toBe(true);
    const chainLead = res.candidates.find((c) => (c.lead.location_count ?? 0) > 100)!.lead;
    expect(chainLead.brand).toBeTruthy();
    const truth = data.rows.filter((r) => r.b === chainLead.brand && r.dup === undefined).length;
    expect(chainLead.location_count).toBe(truth);
    const honolulu = await q('Honolulu');
    expect(honolulu.candidates[0]!.lead.time_zone).toBe('Pacific/Honolulu');
  });

  it('filters by cuisine', async () => {
    const res = await q('Houston', 'TX', 'tex_mex');
    expect(res.candidates.length).toBeGreaterThan(5);
    expect(res.candidates.every((c) => c.lead.cuisine_type === 'tex_mex')).toBe(true);
  });

  it('dates opening and domain registration relative to the day it loaded', async () => {
    const res = await q('Dallas');
    expect(res.candidates.some((c) => c.lead.is_recently_established)).toBe(true);
    for (const c of res.candidates.slice(0, 50)) expect(c.lead.opened_date! <= '2026-11-22').toBe(true);
  });

  it('generates in memory when the file is missing', () => {
    const loaded = loadDemoData('/nonexistent/demo.json');
    expect(loaded.origin).toBe('generated');
    expect(loaded.reason).toMatch(/does not exist/);
  });
});
