import { renderToStaticMarkup } from 'react-dom/server';
import { KeptAnalyses } from './kept-analyses.view.js';

const item = (id: string, company_name: string) => ({
  id,
  company_name,
  website_url: `https://${id}.example.com/`,
  created_at: '2026-11-26T09:30:00.000Z',
});
const noop = () => undefined;

describe("'Your analyses'", () => {
  it('shows nothing while the list loads or when the rep has no analyses yet', () => {
    expect(renderToStaticMarkup(<KeptAnalyses items={null} error={null} opening={null} onOpen={noop} />)).toBe('');
    expect(renderToStaticMarkup(<KeptAnalyses items={[]} error={null} opening={null} onOpen={noop} />)).toBe('');
  });

  it('lists each kept analysis with a button to open it, and marks the one shown', () => {
    const html = renderToStaticMarkup(
      <KeptAnalyses
        items={[item('a', 'OrderHatch'), item('b', 'SeatWise')]}
        error={null}
        opening={null}
        shownId="b"
        onOpen={noop}
      />,
    );
    expect(html).toContain('Your analyses');
    expect(html.match(/data-testid="kept-analysis"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Open the analysis of OrderHatch"');
    expect(html).not.toContain('aria-label="Open the analysis of SeatWise"');
    expect(html).toContain('Shown below');
  });

  it('reads Opening... on the one being opened, and says plainly when the list cannot be read', () => {
    const opening = renderToStaticMarkup(
      <KeptAnalyses items={[item('a', 'OrderHatch')]} error={null} opening="a" onOpen={noop} />,
    );
    expect(opening).toContain('Opening...');
    const failed = renderToStaticMarkup(
      <KeptAnalyses
        items={null}
        error="Could not load your analyses. Please try again."
        opening={null}
        onOpen={noop}
      />,
    );
    expect(failed).toContain('Could not load your analyses. Please try again.');
  });
});
