import type { SavedMark, TeammateLead } from '@leadgen/contracts';
import { SavedMarksCache } from './saved-marks.cache.js';

const mark: SavedMark = {
  id: '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
  status: 'new',
  list: { id: '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3d', name: 'My Leads' },
};

describe('saved marks cache', () => {
  it('asks the database once for a repeated search, again after the rep changed something', async () => {
    const cache = new SavedMarksCache();
    let loads = 0;
    const load = async () => (loads++, new Map([['p1', mark]]));
    expect((await cache.get('u1', ['p1', 'p2'], load)).get('p1')).toEqual(mark);
    await cache.get('u1', ['p1', 'p2'], load);
    expect(loads).toBe(1);
    await cache.get('u1', ['p2', 'p3'], load);
    await cache.get('u2', ['p1', 'p2'], load);
    expect(loads).toBe(3);
    cache.forget('u1');
    await cache.get('u1', ['p1', 'p2'], load);
    expect(loads).toBe(4);
  });

  it('asks again once its entries expire', async () => {
    const cache = new SavedMarksCache(1);
    let loads = 0;
    const load = async () => (loads++, new Map<string, SavedMark>());
    await cache.get('u1', ['p1'], load);
    await new Promise((r) => setTimeout(r, 5));
    await cache.get('u1', ['p1'], load);
    expect(loads).toBe(2);
  });

  it("asks once for a team's repeated search which results a teammate holds, again after anyone's change here", async () => {
    const cache = new SavedMarksCache();
    const ben: TeammateLead = { owner_id: 'u2', owner_name: 'Ben', since: '2026-11-30T10:00:00.000Z' };
    let loads = 0;
    const load = async () => (loads++, new Map([['p1', ben]]));
    expect((await cache.teammates('t1', 'u1', ['p1', 'p2'], load)).get('p1')).toEqual(ben);
    await cache.teammates('t1', 'u1', ['p1', 'p2'], load);
    expect(loads).toBe(1);
    // Another rep of the team sees another set of teammates (not themself); another team its own.
    await cache.teammates('t1', 'u2', ['p1', 'p2'], load);
    await cache.teammates('t2', 'u1', ['p1', 'p2'], load);
    expect(loads).toBe(3);
    // A teammate saved or gave away a lead: the team's next search asks again.
    cache.forget('u2');
    await cache.teammates('t1', 'u1', ['p1', 'p2'], load);
    expect(loads).toBe(4);
    // The rep's own marks are kept apart from the team's holdings.
    const marks = await cache.get('u1', ['p1', 'p2'], async () => new Map([['p1', mark]]));
    expect(marks.get('p1')).toEqual(mark);
  });
});
