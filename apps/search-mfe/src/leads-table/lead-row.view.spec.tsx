import { sampleScoredLead } from '@leadgen/contracts/testing';
import type { Lead } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadRow } from './lead-row.view.js';

const noop = () => undefined;
const row = (lead: Lead) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <LeadRow
          lead={lead}
          rowKey="k0"
          busy={false}
          customBusy={false}
          last={false}
          onViewHours={noop}
          onViewPitch={noop}
          onGeneratePitch={noop}
        />
      </tbody>
    </table>,
  );
const established = (html: string) => [...html.matchAll(/data-testid="lead-established">([^<]*)</g)].map((m) => m[1]);

describe('a search row says why its lead counts as new', () => {
  it('shows the opening date of an announced opening and its source in the row itself', () => {
    const html = row({
      ...sampleScoredLead,
      opened_date: '2026-12-12',
      opened_source: 'google_opening_date',
      is_opening_soon: true,
      is_recently_established: true,
    });
    expect(established(html)).toEqual(['Opens Dec 12, 2026 (Google)']);
  });

  it("shows a recent opening dated by its first review, and a new website's registration", () => {
    const html = row({
      ...sampleScoredLead,
      opened_date: '2026-03-14',
      opened_source: 'first_review',
      is_recently_established: true,
      domain_registered_date: '2026-09-03',
      is_new_website: true,
    });
    expect(established(html)).toEqual(['Opened about Mar 2026 (first review)', 'Website registered Sep 2026 (RDAP)']);
  });

  it('adds nothing to a lead that is not new', () => {
    const html = row({ ...sampleScoredLead, is_recently_established: false, is_new_website: false });
    expect(established(html)).toEqual([]);
  });
});

describe("a search row's marks and pitch button", () => {
  const saved = {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'new' as const,
    list: { id: 'l', name: 'My Leads' },
  };
  const actions = (lead: Lead) =>
    renderToStaticMarkup(
      <table>
        <tbody>
          <LeadRow
            lead={lead}
            rowKey="k0"
            busy={false}
            customBusy={false}
            last={false}
            onViewHours={noop}
            onViewPitch={noop}
            onViewKeptPitch={noop}
            onGeneratePitch={noop}
          />
        </tbody>
      </table>,
    );

  it("offers 'View Pitch' for a saved lead that keeps a pitch, never 'Generate Pitch'", () => {
    const html = actions({ ...sampleScoredLead, pitch: null, saved: { ...saved, has_pitch: true } });
    expect(html).toContain('data-testid="view-kept-pitch"');
    expect(html).not.toContain('Generate Pitch');
    expect(actions({ ...sampleScoredLead, pitch: null, saved })).toContain('Generate Pitch');
  });

  it("words the saved search's mark apart from the New status", () => {
    const html = actions({ ...sampleScoredLead, is_new: true });
    expect(html).toMatch(/data-testid="new-mark">New since last run</);
  });

  it("shows the best time to call under the phone, and an Unknown one's reason behind a 'Why?'", () => {
    const known = actions({
      ...sampleScoredLead,
      best_time: { state: 'later', label: 'Tue 2:00-4:00 pm', reasoning: 'Quiet between the rushes.' },
    });
    expect(known).toMatch(/Best time: <strong>Tue 2:00-4:00 pm<\/strong>/);
    expect(known).not.toContain('(Quiet between the rushes.)');
    const unknown = actions({
      ...sampleScoredLead,
      best_time: { state: 'unknown', label: 'Unknown', reasoning: 'No quiet hours in its opening hours.' },
    });
    expect(unknown).toMatch(/<details[^>]*><summary>Why\?<\/summary>No quiet hours in its opening hours\.<\/details>/);
  });

  it('labels each cell for the card it becomes on a phone, the phone a tap-to-call link', () => {
    const html = actions({ ...sampleScoredLead, phone: '(512) 555-0100' });
    for (const label of ['Fit score', 'Rating', 'Phone', 'Hours', 'Actions'])
      expect(html).toContain(`data-label="${label}"`);
    expect(html).toContain('href="tel:5125550100"');
  });
});
