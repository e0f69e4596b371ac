import { renderToStaticMarkup } from 'react-dom/server';
import { CappedList } from './capped-list.view.js';

const list = (n: number) =>
  renderToStaticMarkup(
    <CappedList items={Array.from({ length: n }, (_, i) => `+1512555${String(i).padStart(4, '0')}`)} what="phones">
      {(p) => <li key={p}>{p}</li>}
    </CappedList>,
  );

describe('a long list of contacts', () => {
  it('shows the first 8 and offers the rest', () => {
    const html = list(20);
    expect(html.match(/<li>/g)).toHaveLength(8);
    expect(html).toContain('Show all 20 phones');
  });

  it('shows a short list whole, without the button', () => {
    const html = list(3);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).not.toContain('Show all');
  });
});
