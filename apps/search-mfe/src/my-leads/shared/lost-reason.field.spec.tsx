import { renderToStaticMarkup } from 'react-dom/server';
import { LostReasonField } from './lost-reason.field.js';

describe('the Lost reason box', () => {
  it('is labelled and keeps what the rep wrote', () => {
    const html = renderToStaticMarkup(
      <LostReasonField reason="Went with a rival" error={null} onChange={() => undefined} />,
    );
    expect(html).toMatch(/<label class="lg-label" for="([^"]+)">Lost reason<\/label><textarea id="\1"/);
    expect(html).toContain('>Went with a rival</textarea>');
    expect(html).not.toContain('role="alert"');
  });

  it('says what is missing beside the box, tied to it for screen readers', () => {
    const html = renderToStaticMarkup(
      <LostReasonField reason="" error="Please say why it was lost." onChange={() => undefined} />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /aria-describedby="([^"]+)-error".*<p id="\1-error" class="sm-field-error" role="alert">Please say why it was lost\.<\/p>/s,
    );
  });
});
