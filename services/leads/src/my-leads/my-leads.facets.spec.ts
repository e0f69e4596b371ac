import { leadToSave, newRep, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

const at = (city: string, state: string) => ({ address_parts: { street: null, city, state, zip: null } });

describe("the filter's choices", () => {
  it('are the cuisines of the saved leads by name, and their cities whatever the case, with counts', async () => {
    const rep = newRep();
    await world.save.save(rep, [
      leadToSave('p1', { cuisine_type: 'mexican', ...at('Austin', 'TX') }),
      leadToSave('p2', { cuisine_type: 'mexican', ...at('austin', 'TX') }),
      leadToSave('p3', { cuisine_type: 'south_indian_fusion', ...at('Springfield', 'IL') }),
      leadToSave('p4', { cuisine_type: 'italian', ...at('Springfield', 'MO') }),
    ]);
    const facets = await world.facets.of(rep);
    expect(facets.cuisines).toEqual([
      { value: 'italian', label: 'Italian', count: 1 },
      { value: 'mexican', label: 'Mexican', count: 2 },
      { value: 'south_indian_fusion', label: 'South indian fusion', count: 1 },
    ]);
    expect(facets.cities).toEqual([
      { city: 'Austin', state: 'TX', count: 2 },
      { city: 'Springfield', state: null, count: 2 },
    ]);
  });

  it('are empty for a rep with no saved leads', async () => {
    expect(await world.facets.of(newRep())).toEqual({ cuisines: [], cities: [], statuses: [], lists: [] });
  });

  it('count each choice under the other filters, never under its own', async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [
      leadToSave('p1', { cuisine_type: 'mexican', ...at('Austin', 'TX') }),
      leadToSave('p2', { cuisine_type: 'mexican', ...at('Dallas', 'TX') }),
      leadToSave('p3', { cuisine_type: 'italian', ...at('Austin', 'TX') }),
    ]);
    await world.pipeline.update(rep, items[0]!.id, { status: 'attempted', version: 1 });
    const facets = await world.facets.of(rep, { status: 'attempted', city: 'austin' });
    // Cuisines among Attempted leads in Austin; cities among Attempted leads; statuses among Austin's.
    expect(facets.cuisines).toEqual([{ value: 'mexican', label: 'Mexican', count: 1 }]);
    expect(facets.cities).toEqual([{ city: 'Austin', state: 'TX', count: 1 }]);
    expect(facets.statuses).toEqual([
      { value: 'attempted', count: 1 },
      { value: 'new', count: 1 },
    ]);
    expect(facets.lists).toEqual([{ value: items[0]!.list.id, count: 1 }]);
  });
});
