import type { SavedMark } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { change } from './change.fixtures.js';
import { ChangeCard } from './change-card.view.js';

const noop = () => undefined;
const card = (c = change(), saving = false) =>
  renderToStaticMarkup(<ChangeCard change={c} saving={saving} onSave={noop} />);
const mark: SavedMark = {
  id: '3d1f2a9b-6c4e-4f0a-8b7d-5e2c1a9f0b11',
  status: 'attempted',
  list: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'My Leads' },
};

describe("a change's card", () => {
  it('says the place, its kind, why, where, which watch found it and when, with one Save', () => {
    const html = card();
    expect(html).toContain('data-testid="change-name">Taqueria Lupita</h3>');
    expect(html).toContain('data-testid="change-kind">Announced opening</span>');
    expect(html).toContain('>Announced to open Jan 9, 2027; first seen Nov 30, 2026</p>');
    expect(html).toContain('1200 E 6th St, Austin, TX 78702');
    expect(html).toContain('<span data-testid="change-watch">Tacos in Austin</span>');
    expect(html).toMatch(/<time dateTime="2026-12-05T15:00:00Z">found Dec [45]<\/time>/);
    expect(html).toContain('aria-label="Save Taqueria Lupita to My Leads">Save</button>');
  });

  it('shows a place already saved as Saved, without Save', () => {
    const html = card(change({ saved: mark }));
    expect(html).toContain('data-testid="saved-mark">Saved · Attempted</span>');
    expect(html).not.toContain('</button>');
  });

  it("shows the teammate's name on a place a teammate works, without Save", () => {
    const html = card(change({ teammate: 'Sam Rivera' }));
    expect(html).toContain('data-testid="teammate-mark"');
    expect(html).toContain('>Sam Rivera&#x27;s lead</span>');
    expect(html).not.toContain('</button>');
  });

  it('offers no save for a closed place', () => {
    const html = card(change({ kind: 'closed', lead: null, reason: 'Closed for good; last seen open Nov 28, 2026' }));
    expect(html).toContain('data-testid="change-kind">Closed</span>');
    expect(html).not.toContain('</button>');
  });

  it('waits on Save while the save is under way', () => {
    expect(card(change(), true)).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
  });
});
