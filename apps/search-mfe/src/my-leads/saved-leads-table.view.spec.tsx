import { samplePitch, sampleScoredLead } from '@leadgen/contracts/testing';
import type { SavedLead } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadRow } from '../leads-table/lead-row.view.js';
import { SavedLeadsTable } from './saved-leads-table.view.js';

const list = { id: '5b0c9f1e-2a7d-4c1e-9a55-6f1c0f2d7a10', name: 'My Leads' };
const saved = (over: Partial<SavedLead>): SavedLead => ({
  id: '9d8e7f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
  place_id: 'demo:1',
  data_source: null,
  lead: sampleScoredLead,
  list,
  status: 'new',
  lost_reason: null,
  follow_up_at: null,
  version: 1,
  best_time: {
    state: 'unknown',
    label: 'Unknown',
    reasoning: 'No opening hours are known.',
    time_zone: null,
    windows: [],
    next_window_at: null,
  },
  note_count: 0,
  saved_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  status_changed_at: '2026-03-01T10:00:00Z',
  ...over,
});
const noop = () => undefined;
const table = (items: SavedLead[], selected: string[] = []) =>
  renderToStaticMarkup(
    <SavedLeadsTable
      items={items}
      selected={new Set(selected)}
      busy={new Set()}
      onToggleAll={noop}
      onOpen={noop}
      onViewHours={noop}
      onViewPitch={noop}
      onStatus={noop}
      onToggle={noop}
    />,
  );

describe('the saved leads table', () => {
  it('has the pipeline columns beside the search columns', () => {
    const html = table([saved({})]);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers.slice(1)).toEqual([
      'Restaurant',
      'Fit Score',
      'Status',
      'Best Time to Call',
      'Follow-up',
      'Hours',
      'Actions',
    ]);
    expect(html).toContain('data-testid="fit-badge"');
    expect(html).toContain('data-testid="fit-score"');
  });

  it("shows a Lost lead's reason, Call now, Unknown with its reasoning, and no follow-up as None", () => {
    const html = table([
      saved({ status: 'lost', lost_reason: 'Went with a competitor' }),
      saved({
        id: '0d8e7f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5b',
        best_time: {
          state: 'call_now',
          label: 'Call now',
          reasoning: 'Quiet until 5 pm.',
          time_zone: 'America/Chicago',
          windows: [],
          next_window_at: null,
        },
      }),
    ]);
    expect(html).toContain('data-testid="lost-reason" title="Went with a competitor">Went with a competitor</div>');
    expect(html).toContain('title="Quiet until 5 pm."><span class="sm-callnow">Call now</span>');
    expect(html).toContain('title="No opening hours are known."><span class="lg-muted">Unknown</span>');
    expect(html).toContain('<span class="lg-muted">None</span>');
  });

  it('ticks the header box only when every row is selected, and offers View Pitch only with a pitch', () => {
    const a = saved({ lead: { ...sampleScoredLead, pitch: null } });
    const b = saved({ id: '0d8e7f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5b', lead: { ...sampleScoredLead, pitch: samplePitch } });
    expect(table([a, b], [a.id])).not.toContain('aria-label="Select all leads on this page" checked=""');
    expect(table([a, b], [a.id, b.id])).toContain('aria-label="Select all leads on this page" checked=""');
    expect(table([a]).match(/View Pitch/g)).toBeNull();
    expect(table([b]).match(/View Pitch/g)).toHaveLength(1);
  });
});

describe('a search row of a lead the rep saved', () => {
  const row = (lead: typeof sampleScoredLead) =>
    renderToStaticMarkup(
      <table>
        <tbody>
          <LeadRow
            lead={lead}
            index={0}
            busy={false}
            customBusy={false}
            last={false}
            onViewHours={noop}
            onViewPitch={noop}
            onGeneratePitch={noop}
            onSave={noop}
          />
        </tbody>
      </table>,
    );

  it('says it is saved, with its status, instead of offering Save', () => {
    const html = row({ ...sampleScoredLead, place_id: 'demo:1', saved: { id: 'x', status: 'attempted', list } });
    expect(html).toContain('data-testid="saved-mark" data-status="attempted">Saved · Attempted</span>');
    expect(html).not.toContain('to My Leads');
  });

  it('offers Save when not saved yet, and New on a saved search run', () => {
    const html = row({ ...sampleScoredLead, place_id: 'demo:1', saved: null, is_new: true });
    expect(html).toContain(`aria-label="Save ${sampleScoredLead.name.replace(/'/g, '&#x27;')} to My Leads"`);
    expect(html).toContain('data-testid="new-mark"');
  });
});
