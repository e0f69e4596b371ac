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
    expect(await world.facets.of(newRep())).toEqual({ cuisines: [], cities: [] });
  });
});
