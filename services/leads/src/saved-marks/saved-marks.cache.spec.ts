import type { SavedMark } from '@leadgen/contracts';
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
});
