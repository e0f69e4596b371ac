import type { MyLeadsListQuery, SavedLead } from '@leadgen/contracts';
import { leadToSave, newRep, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

type Page = { items: SavedLead[]; total: number; page: number; page_size: number };

async function page(rep: string, query: Partial<MyLeadsListQuery> = {}): Promise<Page> {
  const parts = await world.page.json(rep, { page: 1, page_size: 25, sort: 'updated', ...query });
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as Page;
}

/** Open 11-22 every day: quiet 9-11 and 14-16, as the planner sees a restaurant's day. */
const HOURS = {
  weekday_text: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (d) => `${d}: 11:00 AM – 10:00 PM`,
  ),
};

describe('a page of saved leads', () => {
  it('is JSON with the leads, their facts, how many match in all and which page it is', async () => {
    const rep = newRep();
    await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' }), leadToSave('p2', { name: 'Bravo' })]);
    const first = await page(rep, { sort: 'name', page_size: 1 });
    expect(first).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(first.items.map((i) => [i.lead.name, i.list.name, i.status])).toEqual([['Alpha', 'My Leads', 'new']]);
    const second = await page(rep, { sort: 'name', page_size: 1, page: 2 });
    expect(second.items.map((i) => i.lead.name)).toEqual(['Bravo']);
    expect(second.total).toBe(2);
    expect((await page(rep, { page: 5 })).total).toBe(2);
  });

  it('shows each lead as the detail shows it', async () => {
    const rep = newRep();
    const [saved] = (await world.save.save(rep, [leadToSave('p1', { operating_hours: HOURS })])).items;
    const [listed] = (await page(rep)).items;
    expect(listed).toEqual(saved);
  });

  it('sorts by fit score, best first, and by name', async () => {
    const rep = newRep();
    await world.save.save(rep, [
      leadToSave('p1', { name: 'Bravo', fit_score: 40 }),
      leadToSave('p2', { name: 'Alpha', fit_score: 90 }),
      leadToSave('p3', { name: 'Charlie', fit_score: 65 }),
    ]);
    expect((await page(rep, { sort: 'fit_score' })).items.map((i) => i.lead.fit_score)).toEqual([90, 65, 40]);
    expect((await page(rep, { sort: 'name' })).items.map((i) => i.lead.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('puts the leads to call now first by best time, and those with no known hours last', async () => {
    const rep = newRep();
    await world.save.save(rep, [
      leadToSave('p1', { name: 'No hours', operating_hours: null }),
      leadToSave('p2', { name: 'Open 11-22', operating_hours: HOURS }),
    ]);
    const { items, total } = await page(rep, { sort: 'best_time' });
    expect(items.map((i) => i.lead.name)).toEqual(['Open 11-22', 'No hours']);
    expect(items[0]!.best_time.state).toBe('call_now');
    expect(items[1]!.best_time.state).toBe('unknown');
    expect(total).toBe(2);
    expect((await page(rep, { sort: 'best_time', page: 2, page_size: 1 })).items.map((i) => i.lead.name)).toEqual([
      'No hours',
    ]);
  });

  it('picks by the filter and counts only what it picks', async () => {
    const rep = newRep();
    const [a] = (await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' }), leadToSave('p2')])).items;
    await world.pipeline.update(rep, a!.id, { version: 1, status: 'won' });
    const won = await page(rep, { status: 'won' });
    expect(won.items.map((i) => i.id)).toEqual([a!.id]);
    expect(won.total).toBe(1);
    expect(await page(newRep())).toMatchObject({ items: [], total: 0 });
  });
});
