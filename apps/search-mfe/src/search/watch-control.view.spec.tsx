import type { SavedSearch } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { WatchControl } from './watch-control.view.js';

const search: SavedSearch = {
  id: '6f1c0c7e-8a53-4a53-9d7b-1f0d8f1b2c3d',
  name: 'Tacos in Austin',
  criteria: { city: 'Austin', state: 'TX' } as SavedSearch['criteria'],
  created_at: '2026-11-20T10:00:00Z',
  last_run_at: null,
  last_count: null,
  watch: null,
};
const noop = () => undefined;
const render = (s: SavedSearch, saving: { frequency: 'weekly' | 'daily' | null } | null = null) =>
  renderToStaticMarkup(<WatchControl id="w" search={s} saving={saving} onWatch={noop} />);

describe('the watch control of a saved search', () => {
  it('offers not watched, weekly and daily under one label, and says a search is not watched', () => {
    const html = render(search);
    expect(html).toContain('<label class="lg-label" for="w" style="margin:0">Watch this search</label>');
    expect(html).toMatch(/<option value="" selected="">Not watched<\/option>/);
    expect(html).toContain('<option value="weekly">Weekly</option>');
    expect(html).toContain('<option value="daily">Daily</option>');
    expect(html).toContain('data-testid="watch-status" aria-live="polite">Not watched</span>');
  });

  it('shows the watch as it stands', () => {
    const html = render({
      ...search,
      watch: {
        frequency: 'daily',
        since: null,
        last_run_at: null,
        next_run_at: new Date(2026, 11, 7, 9).toISOString(),
      },
    });
    expect(html).toMatch(/<option value="daily" selected="">Daily<\/option>/);
    expect(html).toContain('>Watched daily · next run Dec 7</span>');
  });

  it('shows the choice being saved and waits for the answer', () => {
    const html = render(search, { frequency: 'weekly' });
    expect(html).toMatch(/<option value="weekly" selected="">Weekly<\/option>/);
    expect(html).toContain('disabled=""');
    expect(html).toContain('>Saving...</span>');
  });
});
