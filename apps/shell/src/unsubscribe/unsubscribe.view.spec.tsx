import { UNSUBSCRIBE_NEUTRAL_MESSAGE } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME } from '../app/brand.mark.js';
import { UnsubscribeView } from './unsubscribe.page.js';

const noop = () => undefined;

describe('the public unsubscribe page', () => {
  it('asks with one button, and shows nothing of the product: no name, logo or navigation', () => {
    const html = renderToStaticMarkup(<UnsubscribeView state={{ step: 'ask' }} onUnsubscribe={noop} />);
    expect(html).toContain('<h1 class="unsub-card__title">Unsubscribe</h1>');
    expect(html).toContain('>Unsubscribe</button>');
    expect(html).not.toContain(PRODUCT_NAME);
    expect(html).not.toContain('AI-Powered');
    expect(html).not.toContain('class="brand');
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('<a ');
  });

  it('names the sender once unsubscribed, as text', () => {
    const message = "You're unsubscribed from emails from Ana Ruiz <ana@tabletech.example>.";
    const html = renderToStaticMarkup(<UnsubscribeView state={{ step: 'done', message }} onUnsubscribe={noop} />);
    expect(html).toContain(
      'data-testid="unsubscribe-message" class="unsub-card__message">You&#x27;re unsubscribed from emails from Ana Ruiz &lt;ana@tabletech.example&gt;.</p>',
    );
    expect(html).not.toContain(PRODUCT_NAME);
  });

  it('keeps the neutral words for a link it does not know, and says a failure in words', () => {
    const neutral = renderToStaticMarkup(
      <UnsubscribeView state={{ step: 'done', message: UNSUBSCRIBE_NEUTRAL_MESSAGE }} onUnsubscribe={noop} />,
    );
    expect(neutral).toContain(UNSUBSCRIBE_NEUTRAL_MESSAGE);
    const failed = renderToStaticMarkup(
      <UnsubscribeView state={{ step: 'failed', error: 'We could not reach the server.' }} onUnsubscribe={noop} />,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('We could not reach the server.');
  });
});
