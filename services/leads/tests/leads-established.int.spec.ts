import type { Lead, RouteRequest } from '@leadgen/contracts';
import { simulatedWorld } from '@leadgen/simulator/testing';
import { type SearchStack, startSearchStack } from './search-stack.js';

const DAY = 86_400_000;

/**
 * Three towns small enough that one query returns every restaurant there (at most 60), so each
 * lead can be checked against the simulated world's truth: the days since it opened (`o`, negative
 * for an announced opening) and its review count (`rc`).
 */
const TOWNS = [
  { city: 'Azalea Park', state: 'FL' },
  { city: 'Hood River', state: 'OR' },
  { city: 'Fredericksburg', state: 'TX' },
] as const;

/** The world's rows of one town by place id: what the simulator knows and Google shows only in part. */
function truthOf(city: string, state: string) {
  const set = simulatedWorld().towns.find(city, state);
  if (!set) throw new Error(`the simulator has no ${city}, ${state}`);
  const rows = new Map([...set.listings, ...set.futures].map((l) => [l.id, { ...l.row, opensInDays: l.opensInDays }]));
  return { set, rows };
}

/**
 * 'Recently established' and 'Opening soon' on the default install: gateway -> NATS -> leads -> the
 * production Google provider -> the simulated Places API, checked lead by lead against the world's truth.
 */
describe("'Recently established' and 'Opening soon' against the simulated world's truth", () => {
  let stack: SearchStack;
  const rep = () => stack.rep();
  const search = (criteria: RouteRequest<'leadSearch'>) => stack.search(criteria);
  /** Every place the query returns, unfiltered: the set each filter picks from. */
  const all = { limit: 60, filter_bad_fits: false, filter_duplicates: false } as const;

  beforeAll(async () => {
    stack = await startSearchStack();
    await stack.startLeads();
  }, 60_000);

  afterAll(() => stack?.close());

  it.each(TOWNS)(
    "'Recently established' in $city, $state picks exactly the recent openings Google shows evidence for",
    async ({ city, state }) => {
      const { set, rows } = truthOf(city, state);
      const everything = await search({ city, state, ...all });
      expect(everything.status).toBe(200);
      // One query covers the town: every restaurant open there comes back, and no announced opening.
      expect(everything.body.count).toBe(set.listings.length);
      const fetched = everything.body.leads.map((l) => rows.get(l.place_id!)!);
      expect(fetched.every((row) => row !== undefined && row.o >= 0)).toBe(true);

      const recent = await search({ city, state, ...all, filterRecentlyEstablished: true });
      expect(recent.status).toBe(200);
      const picked = new Set(recent.body.leads.map((l) => l.place_id));
      // Google shows when a place opened only through its reviews' dates, and only when it lists them all (5 at most).
      const shown = (row: { rc: number }) => row.rc >= 1 && row.rc <= 5;
      const expected = everything.body.leads.filter((l) => {
        const row = rows.get(l.place_id!)!;
        return row.o < 365 && shown(row);
      });
      expect([...picked].sort()).toEqual(expected.map((l) => l.place_id).sort());
      for (const lead of recent.body.leads) {
        const row = rows.get(lead.place_id!)!;
        expect(row.o).toBeLessThan(365);
        expect(lead).toMatchObject({ is_recently_established: true, opened_source: 'first_review' });
        // The first review is written in the restaurant's first weeks: the date is after the opening, close to it.
        const opened = Date.parse(`${lead.opened_date}T00:00:00Z`);
        expect(opened).toBeGreaterThanOrEqual(Date.now() - (row.o + 1) * DAY);
        expect(opened).toBeLessThanOrEqual(Date.now() - (row.o - 22) * DAY);
      }
      // The rest had no dated evidence, and the rep is told how many.
      const undated = fetched.filter((row) => !shown(row)).length;
      if (undated)
        expect(recent.body.warnings).toContain(
          `'Recently established restaurants only' left out ${undated} place${undated === 1 ? '' : 's'} whose listing${undated === 1 ? ' shows' : 's show'} no opening date.`,
        );
      const trulyRecent = fetched.filter((row) => row.o < 365).length;
      console.log(
        `${city}, ${state}: ${fetched.length} places; opened within 365 days (truth) ${trulyRecent}; ` +
          `picked by 'Recently established' ${picked.size} (expected ${expected.length}); ` +
          `recent but with no evidence Google shows ${trulyRecent - expected.length}; no dated evidence at all ${undated}`,
      );
    },
  );

  it.each(TOWNS)(
    "'Opening soon' in $city, $state picks exactly the announced openings, each with its opening date",
    async ({ city, state }) => {
      const { set } = truthOf(city, state);
      const { status, body } = await search({ city, state, ...all, openingSoon: true });
      expect(status).toBe(200);
      const byId = new Map(set.futures.map((l) => [l.id, l]));
      expect(body.leads.map((l) => l.place_id).sort()).toEqual([...byId.keys()].sort());
      const today = new Date();
      for (const lead of body.leads) {
        const days = byId.get(lead.place_id!)!.opensInDays!;
        const opens = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
        expect(lead).toMatchObject({
          is_opening_soon: true,
          is_recently_established: true,
          opened_source: 'google_opening_date',
          opened_date: opens.toISOString().slice(0, 10),
        });
      }
      console.log(
        `${city}, ${state}: 'Opening soon' picked ${body.count} (announced openings in the world: ${set.futures.length})`,
      );
    },
  );

  it('never mixes announced openings into a normal search', async () => {
    for (const { city, state } of TOWNS) {
      const { set } = truthOf(city, state);
      const futures = new Set(set.futures.map((l) => l.id));
      const { body } = await search({ city, state, ...all });
      expect(body.leads.some((l: Lead) => futures.has(l.place_id!) || l.is_opening_soon)).toBe(false);
    }
  });

  it("keeps 'Opening soon' in a saved search, whose first run marks every announced opening new", async () => {
    const { city, state } = TOWNS[0];
    const created = await rep().call('savedSearchesCreate', {
      name: 'Openings',
      criteria: { city, state, ...all, openingSoon: true } as never,
    });
    expect(created.search.criteria.openingSoon).toBe(true);
    const id = created.search.id;
    const first = await rep().call('savedSearchesRun', undefined, { id });
    expect(first.leads.length).toBeGreaterThan(0);
    expect(first.leads.every((l) => l.is_opening_soon && l.is_new)).toBe(true);
    expect(first.new_count).toBe(first.leads.length);
    const again = await rep().call('savedSearchesRun', undefined, { id });
    expect(again.leads.map((l) => l.place_id)).toEqual(first.leads.map((l) => l.place_id));
    expect(again.new_count).toBe(0);
  });
});
