import { DEMO_VENDOR_EXAMPLES } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoExamples } from './demo-examples.view.js';

describe('demo vendor examples in the Business Analysis form', () => {
  it('offers each demo vendor by name, after "Try an example:"', () => {
    const html = renderToStaticMarkup(<DemoExamples onPick={() => undefined} />);
    expect(html).toContain('Try an example:');
    const names = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(names).toEqual(DEMO_VENDOR_EXAMPLES.map((v) => v.name));
  });

  it('offers none while an analysis runs', () => {
    const html = renderToStaticMarkup(<DemoExamples onPick={() => undefined} disabled />);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(DEMO_VENDOR_EXAMPLES.length);
  });
});
