import { extractPage } from '../page/page.extract.js';
import { contactsFromPages } from './contacts.extract.js';
import { ownerAmong } from './people.js';

/*
 * Hand-written pages in the styles real restaurant sites use (WordPress block themes, Squarespace menu
 * blocks, Wix sections, BentoBox team grids), each with the look-alike names they hold: dishes, streets,
 * vendors, headings and guests. Only the people in a role may come out.
 */

const SITE = 'https://www.casareyes.example.com/';
const head = (title: string, extra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extra}</head>`;

const peopleOf = (url: string, html: string): Array<[string, string]> =>
  contactsFromPages([{ url, html }]).people.map((p) => [p.name, p.role]);

/** WordPress (block theme): the story, a team in columns, sections headed like the site's menu bar. */
const WORDPRESS_ABOUT = `${head(
  'Our Story | Casa Reyes',
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"Casa Reyes",
    "address":{"@type":"PostalAddress","streetAddress":"1200 Congress Avenue","addressLocality":"Austin","addressRegion":"TX","postalCode":"78701"}}</script>`,
)}
<body class="page-template-default page page-id-12 wp-custom-logo">
<header class="site-header"><nav class="main-navigation"><ul id="menu-main" class="menu">
  <li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/menu/">Menu</a></li>
  <li class="menu-item"><a href="/our-story/">Our Story</a></li><li class="menu-item"><a href="/happy-hour/">Happy Hour</a></li>
  <li class="menu-item"><a href="/gift-cards/">Gift Cards</a></li></ul></nav></header>
<main id="main" class="site-main"><article class="page type-page">
<header class="entry-header"><h1 class="entry-title">Our Story</h1></header>
<div class="entry-content">
<p>Founded in 2009 by Maria and Luis Reyes, Casa Reyes began as a six-table cantina on Congress Avenue.</p>
<p>Maria still runs the kitchen and Luis greets every table. The Fish Tacos, chef's way, are still the first thing on the menu,
and the Key Lime Pie — the owner's grandmother's recipe — is the last.</p>
<h2 class="wp-block-heading">Meet Our Team</h2>
<div class="wp-block-columns">
  <div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/priya.jpg" alt=""></figure>
    <h3 class="wp-block-heading">Priya Shah</h3><p>General Manager</p></div>
  <div class="wp-block-column"><h3 class="wp-block-heading">Lee Park</h3><p>Sous Chef</p></div>
  <div class="wp-block-column"><h3 class="wp-block-heading">Pulled Pork</h3><p>Manager’s pick every Friday</p></div>
</div>
<h2 class="wp-block-heading">Private Dining</h2>
<p>Our Events Manager, Dana Kim, plans parties for 10 to 60 guests.</p>
<h2 class="wp-block-heading">Gift Cards</h2>
<p>Order on Toast Tab, owner approved for any occasion.</p>
</div></article></main>
<footer class="site-footer"><p>Casa Reyes · 1200 Congress Avenue, Austin, TX 78701 · (512) 555-0142</p>
<p>Order online with Toast Tab · Reserve on Open Table · Read our Google Reviews</p>
<p>© 2024 Casa Reyes. Website by Pixel &amp; Co.</p></footer>
</body></html>`;

/** Squarespace: a menu page of menu blocks, a line from the chef with a price, a chef credited in the footer. */
const SQUARESPACE_MENU = `${head(
  'Dinner Menu — Trattoria Rossi',
  '<meta property="og:site_name" content="Trattoria Rossi">',
)}
<body id="collection-5f1" class="collection-type-page header-menu-overlay">
<header><nav class="header-nav"><a href="/menu">Menu</a><a href="/about">Meet the Chef</a><a href="/private-dining">Private Dining</a></nav></header>
<main id="page"><article class="sections">
<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Dinner</h1>
  <p>From the chef: Fried Chicken with hot honey — $18</p></div></div>
  <div class="sqs-block menu-block"><div class="menu-block">
    <div class="menu-section"><div class="menu-section-header"><h2>Chef’s Favorites</h2></div>
      <div class="menu-items">
        <div class="menu-item"><div class="menu-item-title">Grilled Salmon</div><div class="menu-item-price-top"><span class="menu-item-currency">$</span>26</div>
          <div class="menu-item-description">Chef’s lemon butter, charred broccolini</div></div>
        <div class="menu-item"><div class="menu-item-title">Chicken Tikka</div><div class="menu-item-price-top">21</div>
          <div class="menu-item-description">Owner Marco’s family recipe</div></div>
        <div class="menu-item"><div class="menu-item-title">Caesar Salad</div><div class="menu-item-price-top">12</div>
          <div class="menu-item-description">Chef: Caesar Salad, the way Rome makes it</div></div>
      </div></div></div></div>
</section>
<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content"><h2>Happy Hour</h2>
  <p>Chef: Chicken Tikka sliders, $6</p><p>Manager: Key Lime Pie shots, $5</p></div></div></section>
</article></main>
<footer class="sections"><p>Trattoria Rossi · 415 Park Ave, Austin, TX 78701</p><p>Chef/Owner Sofia Rossi</p></footer>
</body></html>`;

/** Wix: sections by id, headings in rich-text boxes, a slider of guests' words with no class that says so. */
const WIX_HOME = `${head(
  "Sofia's Trattoria | Italian Restaurant in Austin, TX",
  `<meta property="og:site_name" content="Sofia's Trattoria">`,
)}
<body><div id="SITE_CONTAINER"><main id="PAGES_CONTAINER">
<section id="comp-kx1"><div data-testid="richTextElement"><h1 class="font_0">Sofia's Trattoria</h1></div>
  <div data-testid="richTextElement"><p class="font_7">Handmade pasta on South Congress since 2012</p></div></section>
<section id="comp-kx2"><div data-testid="richTextElement"><h2 class="font_2">Meet the Chef</h2></div>
  <div data-testid="richTextElement"><p class="font_7">Chef/Owner Sofia Rossi grew up in Bologna, rolling pasta at her nonna’s table.</p></div></section>
<section id="comp-kx3"><div data-testid="richTextElement"><h2 class="font_2">Why Austin keeps coming back</h2></div>
  <div class="slide"><p class="font_8">The owner Maria Lopez came by our table and the tiramisu was perfect.</p><p class="font_8">— Jennifer K.</p></div>
  <div class="slide"><p class="font_8">Best pasta on South Congress. We come every week!</p><h5 class="font_5">Mark Stevens</h5><p class="font_8">General Manager at Acme Corp</p></div>
  <div class="slide"><p class="font_8">★★★★★</p><p class="font_8">Chef Paul Martin, our server said, makes the gnocchi by hand.</p></div>
</section>
<section id="comp-kx4"><div data-testid="richTextElement"><h2 class="font_2">Live Music</h2></div>
  <div data-testid="richTextElement"><p class="font_7">Manager</p></div></section>
</main>
<footer><p>1600 S Congress Ave, Austin, TX 78704</p><p>Gift Cards · Private Dining · Square Online</p></footer>
</div></body></html>`;

/** A BentoBox-style team grid: names in capitals, joint roles, a sous chef who leads to no decision. */
const TEAM_GRID = `${head('Team | The Copper Pot')}
<body><main><h1>Meet Our Team</h1>
<div class="team-grid">
  <div class="team-member"><h3 class="team-member__name">ANTHONY RUSSO</h3><p class="team-member__title">Co-Owner &amp; Executive Chef</p></div>
  <div class="team-member"><h3 class="team-member__name">Claire Russo</h3><p class="team-member__title">Co-Owner</p></div>
  <div class="team-member"><h3 class="team-member__name">Ana Ruiz</h3><p class="team-member__title">Sous Chef</p></div>
  <div class="team-member"><h3 class="team-member__name">Congress Avenue</h3><p class="team-member__title">General Manager</p></div>
  <div class="team-member"><h3 class="team-member__name">Google Reviews</h3><p class="team-member__title">Owner</p></div>
</div></main></body></html>`;

describe('people on whole pages full of look-alike names', () => {
  it('WordPress story page: the founders and the staff, not the pie, the tacos, the streets or the vendors', () => {
    expect(peopleOf(`${SITE}our-story/`, WORDPRESS_ABOUT)).toEqual([
      ['Priya Shah', 'General Manager'],
      ['Maria Reyes', 'Founder'],
      ['Luis Reyes', 'Founder'],
      ['Dana Kim', 'Manager'],
    ]);
  });

  it('Squarespace menu page: no dish becomes a chef; the chef-owner credited in the footer does', () => {
    expect(peopleOf('https://trattoriarossi.example.com/menu', SQUARESPACE_MENU)).toEqual([
      ['Sofia Rossi', 'Chef/Owner'],
    ]);
  });

  it('Wix home page: the chef-owner, never a guest or what a guest says', () => {
    expect(peopleOf('https://www.sofiastrattoria.example.com/', WIX_HOME)).toEqual([['Sofia Rossi', 'Chef/Owner']]);
  });

  it('team grid: joint roles read, a street or a platform in a name card is no one', () => {
    expect(peopleOf('https://copperpot.example.com/team', TEAM_GRID)).toEqual([
      ['Anthony Russo', 'Chef/Owner'],
      ['Claire Russo', 'Co-owner'],
    ]);
  });

  it('the page extraction reads the same people, and the owner among them', () => {
    const facts = extractPage(WORDPRESS_ABOUT, `${SITE}our-story/`);
    expect(facts.people.map((p) => p.name)).toEqual(['Priya Shah', 'Maria Reyes', 'Luis Reyes', 'Dana Kim']);
    expect(ownerAmong(facts.people)).toMatchObject({
      name: 'Maria Reyes',
      role: 'Founder',
      page_url: `${SITE}our-story/`,
    });
    expect(extractPage(SQUARESPACE_MENU, 'https://trattoriarossi.example.com/menu').people).toEqual([
      {
        name: 'Sofia Rossi',
        role: 'Chef/Owner',
        page_url: 'https://trattoriarossi.example.com/menu',
        evidence: 'Chef/Owner Sofia Rossi',
      },
    ]);
  });
});

describe('look-alike names are no one', () => {
  const body = (html: string, title = 'Casa Reyes') => `${head(title)}<body><main>${html}</main></body></html>`;

  it.each([
    // Dishes and menu items
    ['<p>From the chef: Fried Chicken with hot honey</p>'],
    ['<h3>Fried Chicken</h3><p>Chef</p>'],
    ['<h4>Executive Chef</h4><p>Grilled Salmon</p>'],
    ['<p>Caesar Salad – Chef Maria’s take on the classic</p>'],
    ['<p>Chef: Chicken Tikka, Lamb Vindaloo</p>'],
    ["<p>Fish Tacos, chef's way</p>"],
    ['<p>Pulled Pork, manager’s pick</p>'],
    ["<p>Key Lime Pie — the owner's grandmother's recipe</p>"],
    ['<h2>Starters</h2><h3>Chef</h3><p>Tony Bolo</p>'],
    ['<ul><li>Chef Tony Bolo — 14.50</li><li>Owner Sal Verde 12.00</li></ul>'],
    ['<div class="menu-item"><h3>Shrimp Po Boy</h3><p>Manager</p></div>'],
    ['<h4>Tom Collins</h4><p>Bar Manager</p><p>14</p>'],
    // Streets
    ['<p>Park Ave, Manager</p>'],
    ['<h3>Main Street</h3><p>Owner</p>'],
    ['<h3>Congress Avenue</h3><p>General Manager</p>'],
    ['<p>Owner: 1200 Congress Avenue</p>'],
    // Brands and platforms
    ['<p>Order on Toast Tab, owner approved</p>'],
    ['<h3>Square Online</h3><p>Owner</p>'],
    ['<p>Manager: Open Table</p>'],
    ['<h3>Google Reviews</h3><p>Owner</p>'],
    // Headings
    ['<h2>Meet Our Team</h2><p>Owner</p>'],
    ['<h2>Our Story</h2><p>Founder</p>'],
    ['<h3>Private Dining</h3><p>Events Manager</p>'],
    ['<h3>Happy Hour</h3><p>Manager</p>'],
    ['<h3>Gift Cards</h3><p>Owner</p>'],
    ['<h3>Live Music</h3><p>Manager</p>'],
    ['<h3>James Beard</h3><p>Chef</p>'],
    // Guests, and guests' own titles
    ['<p>The owner Maria Lopez greeted us at the door.</p><p>— Jennifer K.</p>'],
    ['<p>Chef Paul Martin is a genius!</p><p>Jennifer K.</p>'],
    ['<p>★★★★★</p><p>Owner Sam Diaz remembered our names.</p>'],
    ['<p>Great food!</p><h5>Mark Stevens</h5><p>General Manager at Acme Corp</p>'],
    ['<p>Mark Stevens, General Manager at Acme Corp, loved it.</p>'],
    ['<p>Maria Lopez, the owner’s daughter, hosts on Sundays.</p>'],
    // A founder that is a company
    [
      '<script type="application/ld+json">{"@type":"Restaurant","name":"Casa Reyes","founder":{"@type":"Organization","name":"Park Hospitality Partners"}}</script>',
    ],
  ])('%s', (html) => {
    expect(peopleOf(SITE, body(html))).toEqual([]);
  });

  it.each([
    [
      '<p>Founded in 2009 by Maria and Luis Reyes.</p>',
      [
        ['Maria Reyes', 'Founder'],
        ['Luis Reyes', 'Founder'],
      ],
    ],
    ['<p>Chef/Owner Sofia Rossi</p>', [['Sofia Rossi', 'Chef/Owner']]],
    ['<p>Owner: Dave Miller</p>', [['Dave Miller', 'Owner']]],
    ['<h2>Meet the Chef</h2><p>Sofia Rossi</p>', [['Sofia Rossi', 'Chef']]],
    ['<h3>Sofia Rossi</h3><p>Chef/Owner</p>', [['Sofia Rossi', 'Chef/Owner']]],
    ['<p>Executive Chef James Miller cooks over oak.</p>', [['James Miller', 'Chef']]],
    ['<p>Sofia Rossi, owner of Casa Reyes since 2015</p>', [['Sofia Rossi', 'Owner']]],
    ['<h3>Sofia Rossi</h3><p>Chef at Casa Reyes</p>', [['Sofia Rossi', 'Chef']]],
    ['<p>Our Park Ave location is run by General Manager Ana Ruiz.</p>', [['Ana Ruiz', 'General Manager']]],
    [
      '<p>Private dining for up to 60 guests from $65 per person: ask Events Manager Dana Kim.</p>',
      [['Dana Kim', 'Manager']],
    ],
    ['<h2>Dinner</h2><p>Steak frites $32</p><h2>Our Chef</h2><p>Tom Baker</p>', [['Tom Baker', 'Chef']]],
  ])('still reads %s', (html, expected) => {
    expect(peopleOf(SITE, body(html))).toEqual(expected);
  });

  it('a page about a person keeps her, though its title names her', () => {
    expect(peopleOf(SITE, body('<p>Chef/Owner Sofia Rossi</p>', 'Meet Chef Sofia Rossi | Trattoria Rossi'))).toEqual([
      ['Sofia Rossi', 'Chef/Owner'],
    ]);
  });

  it('a place named after its owner keeps the owner; a place named like a person is no one', () => {
    expect(peopleOf(SITE, body('<p>Owner: Dave Miller</p>', "Dave Miller's BBQ | Austin"))).toEqual([
      ['Dave Miller', 'Owner'],
    ]);
    expect(peopleOf(SITE, body('<p>Owner: Rosa Verde</p>', 'Rosa Verde | Austin'))).toEqual([]);
  });

  it('a page laid out in one table, or a theme switch in the body class, is no menu', () => {
    const table = `<table><tr><td>Burgers $8</td><td>Fries $3</td></tr><tr><td>Owner: Bob Smith</td></tr></table>`;
    expect(peopleOf(SITE, body(table))).toEqual([['Bob Smith', 'Owner']]);
    const squarespace = `${head('About — Casa Reyes')}<body class="tweak-menu-item-price-show menu-overlay">
      <main><h3>Bob Smith</h3><p>Owner</p></main></body></html>`;
    expect(peopleOf(SITE, squarespace)).toEqual([['Bob Smith', 'Owner']]);
  });

  it('the group that owns the place is not another business', () => {
    expect(
      peopleOf(SITE, body('<p>Anthony Russo, owner of Russo Hospitality Group, opened the doors in 2015.</p>')),
    ).toEqual([['Anthony Russo', 'Owner']]);
  });
});

describe('the owner among the people', () => {
  const person = (name: string, role: string) =>
    ({ name, role, page_url: SITE, evidence: name }) as Parameters<typeof ownerAmong>[0][number];

  it('an owner or chef-owner before a co-owner, a co-owner before a founder, never a chef or a manager', () => {
    expect(
      ownerAmong([person('Dana Kim', 'Chef'), person('Ana Reyes', 'Founder'), person('Sam Diaz', 'Co-owner')]),
    ).toMatchObject({
      name: 'Sam Diaz',
    });
    expect(ownerAmong([person('Ana Reyes', 'Founder'), person('Sofia Rossi', 'Chef/Owner')])).toMatchObject({
      name: 'Sofia Rossi',
    });
    expect(ownerAmong([person('Ana Reyes', 'Founder')])).toMatchObject({ name: 'Ana Reyes' });
    expect(ownerAmong([person('Dana Kim', 'Chef'), person('Priya Shah', 'General Manager')])).toBeNull();
  });
});
