import { samplePitch, sampleScoredLead } from '@leadgen/contracts/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { PitchModal } from './pitch.modal.js';

const lead = { ...sampleScoredLead, pitch: samplePitch };
const render = (reading?: Parameters<typeof PitchModal>[0]['reading']) =>
  renderToStaticMarkup(<PitchModal lead={lead} onClose={() => undefined} reading={reading} />);

describe('the pitch modal says what the pitch was written from', () => {
  it('lists the pages of the website that were read', () => {
    const html = render({
      site_read: true,
      site_note: null,
      pages_read: ['https://casa.example.com/', 'https://casa.example.com/menu'],
    });
    expect(html).toContain('data-testid="pitch-pages-read"');
    expect(html).toContain('Pages read (2)');
    expect(html).toContain('>casa.example.com/menu</li>');
    expect(html).not.toContain('pitch-site-note');
  });

  it('shows the note above the pitch when the website could not be read', () => {
    const note =
      'The website casa.example.com could not be read: The website answered 403 (access denied). This pitch is written from the listing instead (cuisine, rating, reviews and locations).';
    const html = render({ site_read: false, site_note: note, pages_read: [] });
    expect(html).toContain(note.replace(/'/g, '&#x27;'));
    expect(html.indexOf('pitch-site-note')).toBeLessThan(html.indexOf('Key Insights'));
    expect(html).not.toContain('pitch-pages-read');
  });

  it('shows neither for a pitch written at search time', () => {
    const html = render();
    expect(html).not.toMatch(/pitch-site-note|pitch-pages-read/);
    expect(html).toContain(samplePitch.email_opener.replace(/'/g, '&#x27;'));
  });
});

describe('the pitch modal says whom the pitch speaks for', () => {
  it("names the rep's product when the pitch was written for what the rep sells", () => {
    const html = renderToStaticMarkup(
      <PitchModal
        lead={{ ...lead, pitch: { ...samplePitch, offer_product: 'TablePoint POS' } }}
        onClose={() => undefined}
      />,
    );
    expect(html).toContain('Written for <b>TablePoint POS</b>, what you sell');
  });

  it('names the business analysis a custom pitch was written from when the rep has no offer', () => {
    // The server writes it for an offer made from the report, and names that product: still not What I sell.
    const html = renderToStaticMarkup(
      <PitchModal
        lead={{ ...lead, pitch: { ...samplePitch, offer_product: 'TableTurn' } }}
        vendor="TableTurn"
        onClose={() => undefined}
      />,
    );
    expect(html).toContain('Written from the <b>TableTurn</b> business analysis');
    expect(html).toContain('data-kind="custom"');
  });

  it("names the rep's product on a custom pitch written for What I sell", () => {
    const html = renderToStaticMarkup(
      <PitchModal lead={lead} vendor="TablePoint POS" fromOffer onClose={() => undefined} />,
    );
    expect(html).toContain('Written for <b>TablePoint POS</b>, what you sell');
  });
});

describe('the pitch modal shows what the writer said and what the pitch rests on', () => {
  const withNote = {
    ...samplePitch,
    writer_note: 'The language model contradicted the site, so the standard writer wrote this pitch.',
    evidence: [{ claim: 'Takes orders online', source: 'Toast ordering link on /order' }],
  };
  const html = renderToStaticMarkup(<PitchModal lead={{ ...lead, pitch: withNote }} onClose={() => undefined} />);

  it("shows the writer's note above the pitch", () => {
    expect(html).toContain('data-testid="pitch-writer-note"');
    expect(html.indexOf('pitch-writer-note')).toBeLessThan(html.indexOf('Key Insights'));
    expect(html).toContain('so the standard writer wrote this pitch.');
  });

  it('lists each claim with its source', () => {
    expect(html).toContain('What this pitch rests on (1)');
    expect(html).toContain('Takes orders online <span class="lg-muted">(Toast ordering link on /order)</span>');
  });

  it('shows neither for a pitch without them', () => {
    expect(renderToStaticMarkup(<PitchModal lead={lead} onClose={() => undefined} />)).not.toMatch(
      /pitch-writer-note|pitch-evidence/,
    );
  });
});
