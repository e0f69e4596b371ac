import { forgetTabPlaces, readTabPlaces, writeTabPlaces } from './tab-places.store.js';

/** The browser's sessionStorage, as far as the store uses it. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('tab places', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
  });
  afterAll(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('keeps each tab’s last query across a reload of the browser tab', () => {
    writeTabPlaces(new Map([['search', 'city=Austin&page=2']]));
    expect(readTabPlaces().get('search')).toBe('city=Austin&page=2');
  });

  it('forgets them when the rep signs out', () => {
    writeTabPlaces(new Map([['search', 'city=Austin']]));
    forgetTabPlaces();
    expect(readTabPlaces().size).toBe(0);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    expect(readTabPlaces().size).toBe(0);
    sessionStorage.setItem('workspace_places', '{not json');
    expect(readTabPlaces().size).toBe(0);
    sessionStorage.setItem('workspace_places', JSON.stringify({ search: 4, nowhere: 'x', 'my-leads': 'lead=1' }));
    expect([...readTabPlaces()]).toEqual([['my-leads', 'lead=1']]);
  });
});

describe('tab places without storage', () => {
  it('keeps nothing and throws nothing where storage is blocked', () => {
    expect(readTabPlaces().size).toBe(0);
    expect(() => writeTabPlaces(new Map([['search', 'city=Austin']]))).not.toThrow();
    expect(() => forgetTabPlaces()).not.toThrow();
  });
});
