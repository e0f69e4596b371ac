import { contactsFromPages } from './contacts.extract.js';
import { roleOf } from './people.js';

const HOME = 'https://www.bistro.example.com/';
const peopleOf = (body: string, head = ''): Array<[string, string]> =>
  contactsFromPages([{ url: HOME, html: `<!doctype html><head>${head}</head><body>${body}</body>` }]).people.map(
    (p) => [p.name, p.role],
  );

describe('people with roles', () => {
  it.each([
    ['<p>Chef/Owner Maria Lopez opened the doors in 2009.</p>', [['Maria Lopez', 'Chef/Owner']]],
    ['<p>Maria Lopez, Owner</p>', [['Maria Lopez', 'Owner']]],
    ['<p>Owner: Maria Lopez</p>', [['Maria Lopez', 'Owner']]],
    ['<p>Meet our chef, Dana Kim, who grew up in Oaxaca.</p>', [['Dana Kim', 'Chef']]],
    [
      '<p>The restaurant was founded by Ana and Luis Reyes in 1998.</p>',
      [
        ['Ana Reyes', 'Founder'],
        ['Luis Reyes', 'Founder'],
      ],
    ],
    ['<p>Executive Chef Tom Baker cooks over oak.</p>', [['Tom Baker', 'Chef']]],
    ['<p>General Manager — Priya Shah</p>', [['Priya Shah', 'General Manager']]],
    ['<p>Dana Kim, our executive chef, grew up nearby.</p>', [['Dana Kim', 'Chef']]],
    ['<p>Sam O’Neill is the owner.</p>', [['Sam O’Neill', 'Owner']]],
    ['<p>Co-owner Jamie McAllister runs the front of house.</p>', [['Jamie McAllister', 'Co-owner']]],
    ['<p>Owned and operated by Rosa De La Cruz since 1987.</p>', [['Rosa De La Cruz', 'Owner']]],
    ["<p>Chef Tom Baker's brisket is the reason to come.</p>", [['Tom Baker', 'Chef']]],
    ['<p>Owner/Operator: Dave Miller</p>', [['Dave Miller', 'Owner']]],
    ['<p>Executive Chef &amp; Partner Michael Chen</p>', [['Michael Chen', 'Chef/Owner']]],
    [
      '<p>Tom Baker and Maria Lopez, co-owners, opened in 2010.</p>',
      [
        ['Tom Baker', 'Co-owner'],
        ['Maria Lopez', 'Co-owner'],
      ],
    ],
    [
      '<p>Brothers Sam and Max Diaz founded the taqueria in 1999.</p>',
      [
        ['Sam Diaz', 'Founder'],
        ['Max Diaz', 'Founder'],
      ],
    ],
    ['<h2>Our Chef</h2><p>Maria Lopez</p><p>Maria grew up cooking in Puebla.</p>', [['Maria Lopez', 'Chef']]],
    ['<p>New Owner Takes Over Main Street Diner</p>', []],
    ['<h3>Owner Appreciation Day</h3><p>Restaurant Manager Jobs</p>', []],
    ['<p>Our General Manager, Kelly, will help you plan.</p>', []],
  ])('%s', (body, expected) => {
    expect(peopleOf(body)).toEqual(expected);
  });

  it('reads team cards: a name heading, then its role (or the role first)', () => {
    expect(
      peopleOf(`
        <section class="team">
          <div class="member"><img src="/a.jpg" alt=""><h3>Maria Lopez</h3><p>Owner &amp; Executive Chef</p></div>
          <div class="member"><h3>TOM BAKER</h3><span class="title">General Manager</span><p>Tom has run the floor since 2015.</p></div>
          <div class="member"><h4>Sous Chef</h4><p>Ana Ruiz</p></div>
          <div class="member"><h4>Manager</h4><p>Lee Park</p></div>
        </section>`),
    ).toEqual([
      ['Maria Lopez', 'Chef/Owner'],
      ['Tom Baker', 'General Manager'],
      ['Lee Park', 'Manager'],
    ]);
  });

  it('reads JSON-LD founder and employees with their job titles', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Bistro',
      founder: [{ '@type': 'Person', name: 'Ana Reyes' }, 'Luis Reyes'],
      employee: [
        { '@type': 'Person', name: 'Dana Kim', jobTitle: 'Executive Chef' },
        { '@type': 'Person', name: 'Priya Shah', jobTitle: 'General Manager' },
        { '@type': 'Person', name: 'Alex Moore', jobTitle: 'Server' },
      ],
    });
    expect(peopleOf('', `<script type="application/ld+json">${ld}</script>`)).toEqual([
      ['Ana Reyes', 'Founder'],
      ['Luis Reyes', 'Founder'],
      ['Dana Kim', 'Chef'],
      ['Priya Shah', 'General Manager'],
    ]);
  });

  it('never takes reviewers, quoted guests or the web developer for people', () => {
    expect(
      peopleOf(`
        <section class="testimonials"><h2>What our guests say</h2>
          <p>"Best tacos in town, the owner Maria greeted us." — Sarah K.</p>
          <p>Jen Brooks, Owner of Brooks Plumbing</p>
        </section>
        <h2>Reviews</h2><p>Mark Stevens, Manager at Acme Corp, loved it.</p>
        <h2>Visit</h2>
        <blockquote>Chef Paul Martin is a genius. <cite>- Jen from Yelp</cite></blockquote>
        <p>Ask our owner about the specials.</p>
        <p>Family Owned And Operated Since 1985. Owner Operated.</p>
        <p>Try the Chef's Table and the Manager's Special.</p>
        <footer><p>Website by John Smith, Owner of Smith Web Design</p></footer>`),
    ).toEqual([]);
  });

  it('keeps each person once, with the more telling role', () => {
    expect(
      contactsFromPages([
        { url: HOME, html: '<p>Chef Maria Lopez welcomes you.</p>' },
        { url: `${HOME}about`, html: '<p>Owner Maria Lopez bought the place in 2009.</p><p>Manager Lee Park</p>' },
        { url: `${HOME}team`, html: '<p>Lee Park, General Manager</p>' },
      ]).people,
    ).toEqual([
      {
        name: 'Maria Lopez',
        role: 'Chef/Owner',
        page_url: `${HOME}about`,
        evidence: 'Owner Maria Lopez bought the place in 2009.',
      },
      { name: 'Lee Park', role: 'General Manager', page_url: `${HOME}team`, evidence: 'Lee Park, General Manager' },
    ]);
  });

  it('never takes the name of the place for a person', () => {
    expect(peopleOf('<h1>Welcome</h1><p>Owner Rosa Verde</p>', '<title>Rosa Verde</title>')).toEqual([]);
  });
});

describe('roles as a rep says them', () => {
  it.each([
    ['Chef/Owner', 'Chef/Owner'],
    ['Owner & Executive Chef', 'Chef/Owner'],
    ['Chef-Proprietor', 'Chef/Owner'],
    ['Co-Owner', 'Co-owner'],
    ['Proprietor', 'Owner'],
    ['Co-founder', 'Founder'],
    ['Chef de Cuisine', 'Chef'],
    ['GM', 'General Manager'],
    ['Bar Manager', 'Manager'],
    ['Sous Chef', null],
    ['Former Owner', null],
  ])('%s → %s', (phrase, role) => {
    expect(roleOf(phrase)).toBe(role);
  });
});
