import { renderToStaticMarkup } from 'react-dom/server';
import { OfferChoice } from './offer-choice.view.js';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the offer choice on a Business Analysis result', () => {
  it("offers 'Use as what I sell' until it is done", () => {
    const html = renderToStaticMarkup(<OfferChoice status="idle" onUse={() => undefined} />);
    expect(text(html)).toBe('Use as what I sell');
  });

  it('reads Saving... while the offer is stored', () => {
    const html = renderToStaticMarkup(<OfferChoice status="saving" onUse={() => undefined} />);
    expect(text(html)).toBe('Saving...');
    expect(html).toContain('disabled');
  });

  it('once stored, says what pitches speak for and links to where it is edited', () => {
    const html = renderToStaticMarkup(
      <OfferChoice status="saved" message="Pitches now speak for TableTurn." onUse={() => undefined} />,
    );
    expect(text(html)).toContain('Pitches now speak for TableTurn.');
    expect(html).toContain('href="?page=account&amp;tab=what-i-sell"');
    expect(text(html)).toContain('Edit it in Account Settings › What I sell');
  });

  it("shows the server's reason beside the button when storing failed", () => {
    const html = renderToStaticMarkup(
      <OfferChoice status="failed" message="Product name is required" onUse={() => undefined} />,
    );
    expect(text(html)).toContain('Use as what I sell');
    expect(html).toMatch(/role="alert"[^>]*>Product name is required/);
  });

  it('asks before replacing a saved offer, with the choice to keep it', () => {
    const html = renderToStaticMarkup(
      <OfferChoice status="confirm" question="Replace TablePoint POS?" onUse={() => undefined} />,
    );
    expect(text(html)).toBe('Replace TablePoint POS?Replace it Keep mine');
    expect(html).toContain('role="alert"');
  });

  it('offers to bring back the offer it replaced', () => {
    const html = renderToStaticMarkup(
      <OfferChoice
        status="saved"
        message="Pitches now speak for TableTurn."
        previous="TablePoint POS"
        onUse={() => undefined}
        onBringBack={() => undefined}
      />,
    );
    expect(text(html)).toContain('Bring back TablePoint POS');
  });
});
