import { SAVED_SEARCH_NAME_TAKEN_MESSAGE, type Lead, type SearchCriteria } from '@leadgen/contracts';
import { sampleSearchResponse } from '@leadgen/contracts/testing';
import { leadToSave, myLeadsWorldForSpec, newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { SavedSearchesService } from './saved-searches.service.js';

const world = myLeadsWorldForSpec();
let searches: SavedSearchesService;
beforeAll(() => {
  searches = new SavedSearchesService(world.db, world.marks);
});

const criteria = { city: 'Austin', state: 'TX' } as SearchCriteria;
/** A search that answers these places. */
const answering =
  (...placeIds: string[]) =>
  () =>
    Promise.resolve({
      ...sampleSearchResponse,
      leads: placeIds.map((p) => ({ ...leadToSave(p), place_id: p }) as Lead),
      count: placeIds.length,
    });

describe('saved searches', () => {
  it('run again, marking the leads not in the previous run new and the ones the rep saved as saved', async () => {
    const rep = newRep();
    const search = await searches.create(rep, 'Austin tacos', criteria);
    const first = await searches.run(rep, search.id, answering('p1', 'p2'));
    expect(first.leads.map((l) => [l.place_id, l.is_new, l.saved])).toEqual([
      ['p1', true, null],
      ['p2', true, null],
    ]);
    expect(first.new_count).toBe(2);
    const [saved] = (await world.save.save(rep, [leadToSave('p2')])).items;
    const second = await searches.run(rep, search.id, answering('p2', 'p3'));
    expect(second.leads.map((l) => [l.place_id, l.is_new, l.saved?.id ?? null])).toEqual([
      ['p2', false, saved!.id],
      ['p3', true, null],
    ]);
    expect(second).toMatchObject({ new_count: 1, search: { name: 'Austin tacos', last_count: 2 } });
  });

  it("keep 'Opening soon' and run with it, marking a newly announced opening new", async () => {
    const rep = newRep();
    const asked: SearchCriteria[] = [];
    const openings =
      (...placeIds: string[]) =>
      (row: { criteria: SearchCriteria }) => {
        asked.push(row.criteria);
        return answering(...placeIds)();
      };
    const search = await searches.create(rep, 'Austin openings', { ...criteria, openingSoon: true });
    expect(search.criteria.openingSoon).toBe(true);
    await searches.run(rep, search.id, openings('f1'));
    const next = await searches.run(rep, search.id, openings('f1', 'f2'));
    expect(asked.map((c) => c.openingSoon)).toEqual([true, true]);
    expect(next.leads.map((l) => [l.place_id, l.is_new])).toEqual([
      ['f1', false],
      ['f2', true],
    ]);
    expect(next.new_count).toBe(1);
  });

  it('are the rep’s own: a name once per rep, another rep’s search not found', async () => {
    const rep = newRep();
    const search = await searches.create(rep, 'Dallas', criteria);
    expect(await searches.create(rep, 'Dallas', criteria).catch(refusal)).toMatchObject({
      code: 'CONFLICT',
      fields: { name: [SAVED_SEARCH_NAME_TAKEN_MESSAGE] },
    });
    expect(await searches.run(newRep(), search.id, answering('p1')).catch(refusal)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await searches.remove(newRep(), search.id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await searches.all(rep)).map((s) => s.name)).toEqual(['Dallas']);
    await searches.remove(rep, search.id);
    expect(await searches.all(rep)).toEqual([]);
  });
});
