import { DIGEST_LINK_INVALID_MESSAGE, DIGEST_OPTED_OUT_MESSAGE } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { DigestOffView } from './digest-off.page.js';

const noop = () => undefined;

describe("the weekly digest's opt-out page", () => {
  it('turns the digest off as it opens, with nothing to click', () => {
    const html = renderToStaticMarkup(<DigestOffView state={{ step: 'sending' }} onRetry={noop} />);
    expect(html).toContain('<h1 class="digest-off__title">Weekly digest</h1>');
    expect(html).toContain('Turning off the weekly digest...');
    expect(html).not.toContain('<button');
  });

  it("says the server's answer, and where to turn the digest back on", () => {
    const html = renderToStaticMarkup(
      <DigestOffView state={{ step: 'done', message: DIGEST_OPTED_OUT_MESSAGE }} onRetry={noop} />,
    );
    expect(html).toContain(
      `<p role="status" data-testid="digest-off-message" class="digest-off__message">${DIGEST_OPTED_OUT_MESSAGE}</p>`,
    );
    expect(html).toContain('<a href="/app/account">Open Account Settings</a>');
    expect(html).not.toContain('<button');
  });

  it("says the server's refusal of a link in words, and offers Try again", () => {
    const html = renderToStaticMarkup(
      <DigestOffView state={{ step: 'failed', error: DIGEST_LINK_INVALID_MESSAGE }} onRetry={noop} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-testid="digest-off-error"');
    expect(html).toContain(DIGEST_LINK_INVALID_MESSAGE);
    expect(html).toContain('>Try again</button>');
  });
});
