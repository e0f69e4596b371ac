import { extractPage } from '@leadgen/site-reader';
import { BUNDLED_RULES } from '../platforms/platform.rules.js';
import { describeSite } from '../site/site.source.js';
import { buildChecklist } from './checklist.builder.js';

/*
 * The owner field over hand-written sites in the styles real restaurant sites use, each naming its owner
 * the way real sites do (the story, 'Owner: Name', a team card) among the dishes, streets, vendors,
 * headings and guests that look like names.
 */

type Pages = Record<string, string>;

const checklistOf = (origin: string, pages: Pages) => {
  const [home, ...rest] = Object.entries(pages).map(([path, html]) => extractPage(html, `${origin}${path}`));
  return buildChecklist(describeSite(home!.url, { home: home!, pages: rest, errors: [], visits: [] }), BUNDLED_RULES);
};

const ownerFinding = (list: ReturnType<typeof buildChecklist>) => list.findings.find((f) => f.id === 'owner_name');

const page = (title: string, body: string, headExtra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${headExtra}</head><body>${body}</body></html>`;

/** A menu that names the chef beside its dishes, and guests' words about the owner. */
const homeWithTraps = (name: string) =>
  page(
    `${name} | Austin, TX`,
    `<header><nav><a href="/menu">Menu</a> <a href="/our-story">Our Story</a> <a href="/team">Meet Our Team</a>
      <a href="/private-dining">Private Dining</a> <a href="/gift-cards">Gift Cards</a> <a href="/contact">Contact</a></nav></header>
    <main><section class="hero"><h1>${name}</h1><p>Happy Hour daily, 3–6 pm</p></section>
    <section><h2>Meet the Chef</h2><p>Meet our chef, Dana Kim, who grew up in Oaxaca.</p></section>
    <section class="menu-block"><h2>Chef’s Favorites</h2>
      <div class="menu-item"><h3>Fried Chicken</h3><p>Chef</p><p>$18</p></div>
      <div class="menu-item"><h3>Grilled Salmon</h3><p>$26</p></div></section>
    <section><h2>Sweets</h2><p>Key Lime Pie — the owner's grandmother's recipe</p><p>From the chef: Caesar Salad with white anchovy</p></section>
    <section><h2>Why Austin keeps coming back</h2>
      <div class="slide"><p>The owner Maria Lopez greeted us at the door.</p><p>— Jennifer K.</p></div>
      <div class="slide"><p>Best brunch on Congress Avenue!</p><h5>Mark Stevens</h5><p>General Manager at Acme Corp</p></div></section>
    </main>
    <footer><p>1200 Congress Avenue, Austin, TX 78701</p><p>Order on Toast Tab · Reserve on Open Table · Google Reviews</p></footer>`,
  );

describe('the checklist owner, read by the contacts people reader', () => {
  it('names the founders in the story (WordPress about page) and says where', () => {
    const origin = 'https://www.casareyes.example.com';
    const list = checklistOf(origin, {
      '/': homeWithTraps('Casa Reyes'),
      '/our-story/': page(
        'Our Story | Casa Reyes',
        `<main><article class="page"><h1 class="entry-title">Our Story</h1><div class="entry-content">
        <p>Founded in 2009 by Maria and Luis Reyes, Casa Reyes began as a six-table cantina on Congress Avenue.</p>
        <p>The Fish Tacos, chef's way, are still the first thing on the menu.</p></div></article></main>`,
      ),
    });
    expect(list.owner_name).toBe('Maria Reyes');
    expect(ownerFinding(list)).toEqual({
      id: 'owner_name',
      label: 'Owner named on the site',
      status: 'found',
      detail: 'Maria Reyes',
      evidence: [
        {
          url: `${origin}/our-story/`,
          snippet:
            'Founded in 2009 by Maria and Luis Reyes, Casa Reyes began as a six-table cantina on Congress Avenue.',
        },
      ],
      reason: null,
    });
  });

  it("names the owner of 'Owner: Name' on the contact page, not the general manager beside him", () => {
    const origin = 'https://davessmokehouse.example.com';
    const list = checklistOf(origin, {
      '/': homeWithTraps("Dave's Smokehouse"),
      '/contact': page(
        "Contact | Dave's Smokehouse",
        `<main><h1>Contact</h1><p>4510 Park Ave, Austin, TX 78701</p><p>General Manager — Priya Shah</p>
        <p>Owner: Dave Miller</p><p>Catering: <a href="mailto:catering@davessmokehouse.example.com">catering@davessmokehouse.example.com</a></p></main>`,
      ),
    });
    expect(list.owner_name).toBe('Dave Miller');
    expect(ownerFinding(list)?.evidence).toEqual([{ url: `${origin}/contact`, snippet: 'Owner: Dave Miller' }]);
  });

  it('names the chef-owner of a team card (Squarespace team page), not the card after it', () => {
    const origin = 'https://thecopperpot.example.com';
    const list = checklistOf(origin, {
      '/': homeWithTraps('The Copper Pot'),
      '/team': page(
        'Team — The Copper Pot',
        `<main><div class="sqs-block html-block"><h1>Meet Our Team</h1></div>
        <div class="sqs-gallery"><div class="summary-item"><h3>Priya Shah</h3><p>General Manager</p></div>
        <div class="summary-item"><h3>Anthony Russo</h3><p>Chef/Owner</p></div>
        <div class="summary-item"><h3>Lee Park</h3><p>Sous Chef</p></div></div></main>`,
        '<meta property="og:site_name" content="The Copper Pot">',
      ),
    });
    expect(list.owner_name).toBe('Anthony Russo');
    expect(ownerFinding(list)?.evidence).toEqual([{ url: `${origin}/team`, snippet: 'Anthony Russo — Chef/Owner' }]);
  });

  it('names no owner from dishes, streets, vendors, headings, guests or a chef alone', () => {
    const list = checklistOf('https://www.sofiastrattoria.example.com', { '/': homeWithTraps("Sofia's Trattoria") });
    expect(list.owner_name).toBeNull();
    expect(ownerFinding(list)).toBeUndefined();
  });
});
