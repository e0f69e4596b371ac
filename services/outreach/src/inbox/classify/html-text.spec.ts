import { htmlToText } from './html-text.js';

describe('an HTML-only message as text', () => {
  it('keeps lines and paragraphs, drops what is never shown, decodes entities', () => {
    const html =
      '<html><head><title>x</title><style>p{color:red}</style></head><body><!-- note -->' +
      '<p>Caf&eacute; &amp; Bar &lt;open&gt;&nbsp;today &Ntilde;&ntilde;&uuml;</p><div>Line one<br>Line two</div>' +
      '<script>alert(1)</script><p>It&#8217;s &#x1F600;</p></body></html>';
    expect(htmlToText(html)).toBe('Café & Bar <open> today Ññü\n\nLine one\nLine two\n\nIt’s 😀');
  });

  it('marks quotes with ">" as deep as they are nested', () => {
    const html = 'Yes<blockquote>On Tue, X wrote:<blockquote>Hi<br>there</blockquote>Bye</blockquote>';
    expect(htmlToText(html)).toBe('Yes\n> On Tue, X wrote:\n>> Hi\n>> there\n> Bye');
  });

  it('draws a rule as a line of underscores', () => {
    expect(htmlToText('Yes<hr>From: Demo')).toBe('Yes\n________________________________\nFrom: Demo');
  });

  it('stays quick on unclosed tags', () => {
    const started = Date.now();
    htmlToText('<style'.repeat(200_000) + '<<<<'.repeat(100_000) + '<!--'.repeat(100_000));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
