import { extractPage } from '@leadgen/site-reader';
import { isNameLike, nameFromTitle, siteName } from './site.name.js';
import { summarise } from './site.summary.js';

/** A home page as the reader reads it, in the styles real restaurant sites use. */
const nameOf = (head: string, body = '', url = 'https://goldenlantern.example.com/') =>
  summarise({
    home: extractPage(`<html><head>${head}</head><body>${body}</body></html>`, url),
    pages: [],
    errors: [],
    visits: [],
  }).name;

describe("the restaurant's name from its own site", () => {
  it('takes the branding first: schema.org, og:site_name, then the logo', () => {
    const ld = '<script type="application/ld+json">{"@type":"Restaurant","name":"Golden Lantern"}</script>';
    expect(nameOf(`<title>Vietnamese Cuisite</title>${ld}`)).toBe('Golden Lantern');
    expect(nameOf('<title>Home</title><meta property="og:site_name" content="Golden Lantern">')).toBe('Golden Lantern');
    expect(
      nameOf('<title>Home</title>', '<header><a href="/"><img src="/a.png" alt="Golden Lantern"></a></header>'),
    ).toBe('Golden Lantern');
  });

  it('cuts a <title> to the part the host spells, not Home, a tagline or the city', () => {
    expect(nameOf('<title>Home | Golden Lantern</title>')).toBe('Golden Lantern');
    expect(nameOf('<title>Best Pho in Austin – Golden Lantern – Austin, TX</title>')).toBe('Golden Lantern');
    expect(nameOf('<title>Welcome to Golden Lantern | Vietnamese Kitchen</title>')).toBe('Golden Lantern');
    expect(nameOf('<title>Vietnamese Kitchen | Fresh Food Daily</title>', '', 'https://lantern-pho.example.com/')).toBe(
      'Vietnamese Kitchen',
    );
    expect(nameFromTitle('Menu - Tony & Abe’s Trattoria', 'tonyandabes.example.com')).toBe('Tony & Abe’s Trattoria');
  });

  it("never takes an image's file name or a generic word for a name", () => {
    expect(nameOf('<title>Picture</title><meta property="og:site_name" content="IMG_2041.jpg">')).toBe(
      'goldenlantern.example.com',
    );
    expect(['Picture', 'Home', 'Welcome', 'logo-final.png', 'DSC0042', ''].filter(isNameLike)).toEqual([]);
    expect(siteName(['Picture', null, 'Golden Lantern'], 'Home', 'x.example')).toBe('Golden Lantern');
  });
});
