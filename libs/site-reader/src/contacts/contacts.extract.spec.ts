import { SiteContactsSchema } from '@leadgen/contracts';
import { contactsFromPages } from './contacts.extract.js';

/** Cloudflare's e-mail protection as its edge rewrites a page. */
function cf(address: string, key = 0x3c): string {
  const hex = (n: number): string => n.toString(16).padStart(2, '0');
  return hex(key) + [...Buffer.from(address)].map((b) => hex(b ^ key)).join('');
}

describe('contacts read from pages in the styles real restaurant sites use', () => {
  it('WordPress / Elementor: phone in the header, Cloudflare-protected e-mail in the footer, agency credit', () => {
    const url = 'https://www.olivegrove.example.com/';
    const html = `<!doctype html><html lang="en-US"><head><meta name="generator" content="WordPress 6.5">
      <title>Olive Grove – Mediterranean Kitchen</title></head>
      <body class="home page-template elementor-default">
      <div data-elementor-type="header" class="elementor elementor-12 elementor-location-header">
        <div class="elementor-widget-container"><a href="tel:+16155550132"><span class="elementor-icon-list-text">(615) 555-0132</span></a></div>
      </div>
      <main><h1 class="elementor-heading-title">Fresh from the grove</h1>
        <p>Chef/Owner Nadia Haddad cooks the food of her grandmother's village.</p></main>
      <div data-elementor-type="footer" class="elementor elementor-40 elementor-location-footer">
        <div class="elementor-widget-text-editor"><p>Email: <a href="/cdn-cgi/l/email-protection#${cf('hello@olivegrove.example.com')}" class="__cf_email__" data-cfemail="${cf('hello@olivegrove.example.com')}">[email&#160;protected]</a></p>
        <p>Catering: <span class="__cf_email__" data-cfemail="${cf('catering@olivegrove.example.com', 0x7a)}">[email&#160;protected]</span></p></div>
        <div class="elementor-widget-container"><a href="https://www.facebook.com/olivegrovenash" class="elementor-social-icon"><span class="elementor-screen-only">Facebook</span></a>
          <a href="https://www.instagram.com/olivegrove.nash/" class="elementor-social-icon"><span class="elementor-screen-only">Instagram</span></a></div>
        <p class="copyright">© 2026 Olive Grove. Website designed by <a href="https://pixelpeak.example.net/">PixelPeak Studio</a> · <a href="/cdn-cgi/l/email-protection#${cf('studio@pixelpeak.example.net')}">[email&#160;protected]</a></p>
      </div>
      <script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>
      </body></html>`;
    const c = contactsFromPages([{ url, html }]);
    expect(c.emails.map((e) => [e.address, e.kind])).toEqual([
      ['hello@olivegrove.example.com', 'role'],
      ['catering@olivegrove.example.com', 'role'],
    ]);
    expect(c.emails[0].evidence).toBe('Email: hello@olivegrove.example.com');
    expect(c.phones).toEqual([
      { e164: '+16155550132', display: '(615) 555-0132', kind: 'phone', page_url: url, evidence: '(615) 555-0132' },
    ]);
    expect(c.people).toEqual([
      {
        name: 'Nadia Haddad',
        role: 'Chef/Owner',
        page_url: url,
        evidence: "Chef/Owner Nadia Haddad cooks the food of her grandmother's village.",
      },
    ]);
    expect(c.social).toEqual({
      facebook: 'https://www.facebook.com/olivegrovenash',
      instagram: 'https://www.instagram.com/olivegrove.nash/',
    });
  });

  it('Squarespace: a contact page with a form block, an address block and a phone', () => {
    const home = 'https://www.copperpot.example.org/';
    const contact = 'https://www.copperpot.example.org/contact';
    const c = contactsFromPages([
      {
        url: home,
        html: `<!doctype html><html><head><title>Copper Pot</title></head><body id="collection-1" class="squarespace-damask">
          <header class="header"><nav class="header-nav"><a href="/menu">Menu</a><a href="/contact">Contact</a></nav></header>
          <main><section class="page-section"><div class="sqs-block html-block"><p>Neighborhood bistro since 2011.</p></div></section></main></body></html>`,
      },
      {
        url: contact,
        html: `<!doctype html><html><head><title>Contact — Copper Pot</title></head><body class="squarespace-damask">
          <main><section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><h2>Say hello</h2><p>Call us at 503.555.0117 or write to
            <a href="mailto:eat@copperpot.example.org">eat@copperpot.example.org</a>.</p>
            <p>General Manager: Owen Fitzgerald</p></div>
          <div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-yui_3_17">
            <div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper">
            <form data-form-id="64f" autocomplete="on" action="https://www.copperpot.example.org" method="POST" onsubmit="return (function (form) { Y.use('squarespace-form-submit'); return false; })(this);">
              <div class="field-list clear">
                <fieldset class="form-item fields name required"><legend class="title">Name</legend>
                  <input class="field-element" name="fname" type="text"><input class="field-element" name="lname" type="text"></fieldset>
                <div class="form-item field email required"><label class="title" for="email-yui">Email</label><input class="field-element" name="email" type="email"></div>
                <div class="form-item field textarea required"><label class="title" for="textarea-yui">Message</label><textarea class="field-element" name="message"></textarea></div>
              </div><div class="form-button-wrapper"><input class="button sqs-system-button" type="submit" value="Send"></div>
            </form></div></div></div></div>
          </div></section></main></body></html>`,
      },
    ]);
    expect(c.emails.map((e) => e.address)).toEqual(['eat@copperpot.example.org']);
    expect(c.phones.map((p) => [p.display, p.page_url])).toEqual([['(503) 555-0117', contact]]);
    expect(c.people.map((p) => [p.name, p.role])).toEqual([['Owen Fitzgerald', 'General Manager']]);
    expect(c.forms).toEqual([{ kind: 'contact', url: contact }]);
    expect(c.contact_form_url).toBe(contact);
  });

  it('Wix: an entity-encoded mailto, a tel link in a rich-text block, a Wix sign-up and platform noise', () => {
    const url = 'https://www.sakurahouse.example.com/';
    const c = contactsFromPages([
      {
        url,
        html: `<!DOCTYPE html><html><head><meta name="generator" content="Wix.com Website Builder">
          <script>window.sentryDsn="https://a1b2@sentry-next.wixpress.com/12"</script></head><body>
          <div id="SITE_CONTAINER"><div data-testid="richTextElement" class="wixui-rich-text">
            <p class="font_8 wixui-rich-text__text">Reservations: <a href="tel:7185550146" class="wixui-rich-text__text">718-555-0146</a></p>
            <p class="font_8"><a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#114;&#101;&#115;&#101;&#114;&#118;&#97;&#116;&#105;&#111;&#110;&#115;&#64;&#115;&#97;&#107;&#117;&#114;&#97;&#104;&#111;&#117;&#115;&#101;&#46;&#101;&#120;&#97;&#109;&#112;&#108;&#101;&#46;&#99;&#111;&#109;" target="_self">Email us</a></p>
            <img src="https://static.wixstatic.com/media/logo@2x.png" alt="logo@2x.png">
          </div>
          <form class="wixui-form"><input type="email" name="email" placeholder="Enter your email here*" aria-label="Email"><button>Subscribe Now</button></form>
          <a href="https://www.instagram.com/sakurahouse.bk">Instagram</a><a href="https://www.ubereats.com/store/sakura-house/abc">Uber Eats</a>
          </div></body></html>`,
      },
    ]);
    expect(c.emails.map((e) => [e.address, e.kind])).toEqual([['reservations@sakurahouse.example.com', 'role']]);
    expect(c.phones.map((p) => p.e164)).toEqual(['+17185550146']);
    expect(c.forms).toEqual([{ kind: 'newsletter', url }]);
    expect(c.contact_form_url).toBeNull();
    expect(c.ordering_links).toEqual([
      { provider: 'ubereats', url: 'https://www.ubereats.com/store/sakura-house/abc' },
    ]);
    expect(c.social).toEqual({ instagram: 'https://www.instagram.com/sakurahouse.bk' });
  });

  it('BentoBox / Popmenu: a team page of cards, with a careers provider and reservations', () => {
    const team = 'https://www.emberandoak.example.net/team/';
    const c = contactsFromPages([
      {
        url: team,
        html: `<!doctype html><html><head><title>Team | Ember &amp; Oak</title></head><body class="bentobox">
          <main id="main"><h1 class="page-title">Our Team</h1>
          <div class="team-members">
            <article class="team-member"><img src="/u/maya.jpg" alt="Maya Lindqvist"><div class="team-member__info">
              <h2 class="team-member__name">Maya Lindqvist</h2><p class="team-member__title">Chef &amp; Owner</p>
              <div class="team-member__bio"><p>Maya opened Ember &amp; Oak after ten years in Stockholm.</p></div></div></article>
            <article class="team-member"><div class="team-member__info">
              <h2 class="team-member__name">Marcus Bell</h2><p class="team-member__title">General Manager</p></div></article>
            <article class="team-member"><div class="team-member__info">
              <h2 class="team-member__name">Ana Ruiz</h2><p class="team-member__title">Pastry Chef</p></div></article>
          </div>
          <p><a href="https://resy.com/cities/ny/ember-and-oak" class="btn">Reservations</a>
          <a href="https://www.harri.com/ember-and-oak">Careers</a></p></main></body></html>`,
      },
    ]);
    expect(c.people.map((p) => [p.name, p.role])).toEqual([
      ['Maya Lindqvist', 'Chef/Owner'],
      ['Marcus Bell', 'General Manager'],
    ]);
    expect(c.people[0].evidence).toBe('Maya Lindqvist — Chef & Owner');
    expect(c.reservation_links).toEqual([{ provider: 'resy', url: 'https://resy.com/cities/ny/ember-and-oak' }]);
  });

  it('a plain family restaurant: disguised e-mail, phone and fax, the family who founded it', () => {
    const url = 'http://www.reyesfamilycafe.example.com/index.htm';
    const c = contactsFromPages([
      {
        url,
        html: `<HTML><HEAD><TITLE>Reyes Family Cafe</TITLE></HEAD><BODY BGCOLOR="#FFFFFF">
          <CENTER><FONT FACE="Arial" SIZE=5><B>Reyes Family Cafe</B></FONT><BR>
          Home cooking since 1998<BR><BR>
          The cafe was founded by Ana and Luis Reyes, and their son Diego Reyes is our manager today.<BR><BR>
          <TABLE><TR><TD>Phone: (915) 555-0121<BR>Fax: (915) 555-0122<BR>
          E-mail: info [at] reyesfamilycafe [dot] com</TD></TR></TABLE>
          <P>Best enchiladas in El Paso! - Jen from Yelp</P>
          <FONT SIZE=1>Page by Mike's Web Shop</FONT></CENTER></BODY></HTML>`,
      },
    ]);
    expect(c.emails).toEqual([
      {
        address: 'info@reyesfamilycafe.com',
        kind: 'role',
        disposable: false,
        page_url: url,
        evidence: 'E-mail: info [at] reyesfamilycafe [dot] com',
      },
    ]);
    expect(c.phones.map((p) => [p.display, p.kind])).toEqual([
      ['(915) 555-0121', 'phone'],
      ['(915) 555-0122', 'fax'],
    ]);
    expect(c.people.map((p) => [p.name, p.role])).toEqual([
      ['Diego Reyes', 'Manager'],
      ['Ana Reyes', 'Founder'],
      ['Luis Reyes', 'Founder'],
    ]);
    expect(c.forms).toEqual([]);
  });

  it('JSON-LD: a Restaurant with its founder, employees, e-mail, telephone and sameAs', () => {
    const url = 'https://www.lunaverde.example.org/about';
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Restaurant',
          name: 'Luna Verde',
          telephone: '+1-505-555-0190',
          email: 'hola@lunaverde.example.org',
          founder: { '@type': 'Person', name: 'Carmen Ortiz', jobTitle: 'Chef and Owner' },
          employee: [{ '@type': 'Person', name: 'Paul Nguyen', jobTitle: 'General Manager' }],
          sameAs: ['https://www.facebook.com/lunaverdeabq', 'https://www.yelp.com/biz/luna-verde-albuquerque'],
        },
        { '@type': 'WebSite', name: 'Luna Verde', url: 'https://www.lunaverde.example.org/' },
      ],
    };
    const c = contactsFromPages([
      {
        url,
        html: `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>About</h1></body></html>`,
      },
    ]);
    expect(c.emails.map((e) => e.address)).toEqual(['hola@lunaverde.example.org']);
    expect(c.phones.map((p) => p.e164)).toEqual(['+15055550190']);
    expect(c.people.map((p) => [p.name, p.role])).toEqual([
      ['Carmen Ortiz', 'Chef/Owner'],
      ['Paul Nguyen', 'General Manager'],
    ]);
    expect(c.social).toEqual({
      facebook: 'https://www.facebook.com/lunaverdeabq',
      yelp: 'https://www.yelp.com/biz/luna-verde-albuquerque',
    });
  });

  it('a page of traps: testimonials, an agency credit, asset names, placeholders and share links give nothing', () => {
    const url = 'https://www.trapkitchen.example.com/';
    const c = contactsFromPages([
      {
        url,
        html: `<!doctype html><html><head><title>Trap Kitchen</title>
          <link rel="preload" href="/fonts/inter@latin.woff2"></head><body>
          <section class="testimonials"><h2>What our guests are saying</h2>
            <div class="testimonial"><p>“The owner made us feel at home.”</p><p>— Sarah K.</p></div>
            <div class="testimonial"><p>Amazing brunch! Rachel Green, Owner of Central Perk</p></div>
          </section>
          <div class="reviews"><p>Chef Gordon Blake, Food Critic</p></div>
          <p>Ask our owner about tonight's specials. The Chef's Table seats eight.</p>
          <img src="/images/logo@2x.png" srcset="/images/logo@3x.png 3x" alt="">
          <form><label>Newsletter</label><input type="email" name="email" placeholder="you@example.com"><button>Join</button></form>
          <p>Example: name@domain.com</p>
          <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftrapkitchen.example.com">Share</a>
          <a href="https://twitter.com/intent/tweet?url=x">Tweet</a>
          <a href="https://pinterest.com/pin/create/button/?url=x">Pin</a>
          <a href="https://www.facebook.com/">Facebook</a>
          <footer><p>Site by Acme Creative hello@acmecreative.com</p>
            <p>Website by John Smith, Owner of Smith Web Design · (212) 555-0100</p></footer>
          </body></html>`,
      },
    ]);
    expect(c.emails).toEqual([]);
    expect(c.people).toEqual([]);
    expect(c.social).toEqual({});
    expect(c.phones).toEqual([]);
    expect(c.forms).toEqual([{ kind: 'newsletter', url }]);
  });

  it("leaves out a chain's directory of locations (more numbers than a restaurant has lines), keeps its office line", () => {
    const rows = Array.from({ length: 12 }, (_, i) => `<li>Location ${i + 1}: (512) 555-01${String(10 + i)}</li>`).join(
      '',
    );
    const c = contactsFromPages([
      { url: 'https://www.tacochain.example.com/', html: '<footer>Corporate office: (737) 555-0199</footer>' },
      { url: 'https://www.tacochain.example.com/locations', html: `<ul>${rows}</ul>` },
    ]);
    expect(c.phones.map((p) => p.display)).toEqual(['(737) 555-0199']);
  });

  it('keeps one ordering and one reservation link per provider', () => {
    const c = contactsFromPages([
      {
        url: 'https://www.noodles.example.com/',
        html:
          '<a href="https://www.toasttab.com/noodles-main/v3">Order pickup</a><a href="https://www.toasttab.com/noodles-east/v3">Order East</a>' +
          '<a href="https://resy.com/cities/atx/noodles">Book</a><a href="https://resy.com/cities/atx/noodles?date=today">Book tonight</a>',
      },
    ]);
    expect(c.ordering_links.map((l) => l.provider)).toEqual(['toast']);
    expect(c.reservation_links.map((l) => l.provider)).toEqual(['resy']);
  });

  it('gives what the SiteContacts contract expects', () => {
    const c = contactsFromPages([
      { url: 'https://www.x.example.com/', html: '<p>info@x.example.com (512) 555-0143</p>' },
    ]);
    expect(() =>
      SiteContactsSchema.parse({
        website_url: 'https://www.x.example.com/',
        ...c,
        pages_read: ['https://www.x.example.com/'],
        site_note: null,
        read_at: new Date(0).toISOString(),
      }),
    ).not.toThrow();
  });
});
