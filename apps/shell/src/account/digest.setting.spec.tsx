import { renderToStaticMarkup } from 'react-dom/server';
import { DigestSwitch, type DigestSwitchProps } from './digest.setting.js';

const noop = () => undefined;
const render = (props: Partial<DigestSwitchProps> = {}) =>
  renderToStaticMarkup(
    <DigestSwitch weekly={true} busy={false} lastSentAt={null} loadError={null} onChange={noop} {...props} />,
  );

describe('the weekly digest switch', () => {
  it('is a switch named Weekly digest, described by what the digest is', () => {
    const html = render();
    expect(html).toMatch(/<h3 id="([^"]+)-title">Weekly digest<\/h3>/);
    expect(html).toContain('A weekly email of what your watched searches found');
    const [, id] = /<h3 id="([^"]+)-title">/.exec(html)!;
    expect(html).toContain(
      `<input type="checkbox" role="switch" aria-labelledby="${id}-title" aria-describedby="${id}-about" checked=""/>`,
    );
    expect(html).toContain('>On</span>');
  });

  it('shows off, and when the last digest went', () => {
    const html = render({ weekly: false, lastSentAt: '2026-12-01T13:00:00Z' });
    expect(html).not.toContain('checked=""');
    expect(html).toContain('>Off</span>');
    expect(html).toContain('Last sent December 1, 2026');
  });

  it('waits while loading or saving, and says a load failure in words', () => {
    expect(render({ busy: true })).toContain('disabled=""');
    const failed = render({ loadError: 'Your weekly digest setting could not be loaded' });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('disabled=""');
  });
});
