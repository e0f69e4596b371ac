import { contactsFromPages } from './contacts.extract.js';
import { decodeCfEmail } from './contact-page.js';
import { emailKind, isDisposable, isUsableEmail, undisguise } from './emails.js';

const HOME = 'https://www.bistro.example.com/';
const emailsOf = (body: string, url = HOME): string[] =>
  contactsFromPages([{ url, html: `<!doctype html><html><body>${body}</body></html>` }]).emails.map((e) => e.address);

/** Cloudflare's e-mail protection, as its edge writes it: a key byte, then every byte XOR-ed with it. */
function cfEncode(address: string, key = 0x5a): string {
  const hex = (n: number): string => n.toString(16).padStart(2, '0');
  return hex(key) + [...Buffer.from(address, 'utf8')].map((b) => hex(b ^ key)).join('');
}

describe('e-mail addresses on a page', () => {
  it('reads mailto: links without their subject, and says where they were found', () => {
    const c = contactsFromPages([
      {
        url: HOME,
        html: '<p>Questions? <a href="mailto:Hello@Bistro.example.com?subject=Hi%20there">Email us</a></p>',
      },
    ]);
    expect(c.emails).toEqual([
      {
        address: 'hello@bistro.example.com',
        kind: 'role',
        disposable: false,
        page_url: HOME,
        evidence: expect.stringContaining('Questions? Email us'),
      },
    ]);
  });

  it('reads plain and disguised addresses in the text', () => {
    const found = emailsOf(`
      <p>Write to maria.lopez@bistro.example.com.</p>
      <p>Events: events [at] bistro [dot] com</p>
      <p>Catering: catering (at) bistro.com</p>
      <p>Jobs: jobs at bistro dot com</p>
      <p>Press: press{at}bistro{dot}com</p>`);
    expect(found).toEqual([
      'maria.lopez@bistro.example.com',
      'events@bistro.com',
      'catering@bistro.com',
      'jobs@bistro.com',
      'press@bistro.com',
    ]);
  });

  it('does not make an address out of ordinary words', () => {
    expect(emailsOf('<p>Find us at bistro.com or meet us at Main dot Street.</p><p>Open at 5 daily.</p>')).toEqual([]);
  });

  it('reads addresses written with HTML entities, in the text and in the link', () => {
    const found = emailsOf(
      '<p>&#105;&#110;&#102;&#111;&#64;bistro.com</p><a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#111;&#119;&#110;&#101;&#114;&#64;bistro.com">Owner</a>',
    );
    expect(found.sort()).toEqual(['info@bistro.com', 'owner@bistro.com']);
  });

  it("decodes Cloudflare's protected addresses (data-cfemail and the email-protection link)", () => {
    expect(decodeCfEmail(cfEncode('info@bistro.com'))).toBe('info@bistro.com');
    const found = emailsOf(`
      <p>Email: <a href="/cdn-cgi/l/email-protection#${cfEncode('events@bistro.com')}">[email&#160;protected]</a></p>
      <p><span class="__cf_email__" data-cfemail="${cfEncode('maria@bistro.com', 0x21)}">[email&#160;protected]</span></p>`);
    expect(found).toEqual(['events@bistro.com', 'maria@bistro.com']);
  });

  it('reads the e-mail of JSON-LD nodes', () => {
    const found = emailsOf(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"Bistro","email":"mailto:reservations@bistro.com"}</script>',
    );
    expect(found).toEqual(['reservations@bistro.com']);
  });

  it('never keeps asset names, placeholders, trackers or a sign-up placeholder', () => {
    const found = emailsOf(`
      <img src="/img/logo@2x.png" alt="logo@2x.png"><p>logo@2x.png icon@3x.webp font@latin.woff2</p>
      <form><input type="email" placeholder="you@example.com"></form>
      <p>you@example.com name@domain.com someone@yourdomain.com test@test.com email@email.com</p>
      <script>Sentry.init({dsn:"https://abc@o1.ingest.sentry.io/1"})</script>
      <p>1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c@sentry.wixpress.com</p>
      <p>info@bistro.com</p>`);
    expect(found).toEqual(['info@bistro.com']);
  });

  it("never keeps the web agency's address from a 'site by' credit, nor any address at its domain", () => {
    const found = emailsOf(`
      <footer>
        <p>© 2026 Bistro · <a href="mailto:info@bistro.com">info@bistro.com</a></p>
        <p class="credit">Site by <a href="https://www.acmecreative.com/">Acme Creative</a> hello@acmecreative.com</p>
      </footer>
      <p>Need a site? support@acmecreative.com</p>`);
    expect(found).toEqual(['info@bistro.com']);
    expect(
      emailsOf(
        '<div>Website by Acme Creative — <a href="mailto:studio@acme.example.org">studio@acme.example.org</a></div>',
      ),
    ).toEqual([]);
  });

  it("tells the restaurant's own address from the agency's on one credit line, both on example domains", () => {
    const found = emailsOf(`
      <footer><p>© Bistro · <a href="mailto:info@bistro.example.com">info@bistro.example.com</a> · <small>Site by</small>
        <a href="https://acme.example.com/">Acme</a> · <a href="mailto:hi@acme.example.com">hi@acme.example.com</a></p></footer>
      <p>Questions about your site? support@acme.example.com</p>`);
    expect(found).toEqual(['info@bistro.example.com']);
  });

  it("keeps the restaurant's footer addresses beside a credit that names a designer without a link", () => {
    const footer =
      '<footer><p>© 2026 Harbor Fish House. Website by <a href="https://bluewave.example.net">Bluewave Studio</a> · Designed by Karen White</p>' +
      '<p>Questions? Email manager Pete at pete@harborfish.com</p><p>Reach us: harbor.fish.house@gmail.com</p></footer>';
    expect(emailsOf(footer, 'https://harborfish.com/')).toEqual(['pete@harborfish.com', 'harbor.fish.house@gmail.com']);
  });

  it("drops a designer's free-mail address on the credit line, never every address of that free-mail service", () => {
    const footer = '<footer><p>Designed by Jo, jo.designs@gmail.com</p><p>lupitatacos@gmail.com</p></footer>';
    expect(emailsOf(footer, 'https://lupita.com/')).toEqual(['lupitatacos@gmail.com']);
  });

  it('keeps each address once, with the first page that shows it', () => {
    const c = contactsFromPages([
      { url: HOME, html: '<footer>info@bistro.com</footer>' },
      { url: `${HOME}contact`, html: '<p>Write to <a href="mailto:info@bistro.com">info@bistro.com</a></p>' },
    ]);
    expect(c.emails).toHaveLength(1);
    expect(c.emails[0].page_url).toBe(HOME);
  });
});

describe('what kind of address', () => {
  it.each([
    ['info@bistro.com', 'role'],
    ['events@bistro.com', 'role'],
    ['catering.austin@bistro.com', 'role'],
    ['privateevents@bistro.com', 'role'],
    ['gm@bistro.com', 'role'],
    ['maria@bistro.com', 'personal'],
    ['m.lopez@bistro.com', 'personal'],
    ['tom.baker@bistro.com', 'personal'],
  ])('%s is a %s address', (address, kind) => {
    expect(emailKind(address)).toBe(kind);
  });

  it("flags throwaway domains from mailchecker's list", () => {
    expect(isDisposable('chef@mailinator.com')).toBe(true);
    expect(isDisposable('chef@gmail.com')).toBe(false);
    expect(contactsFromPages([{ url: HOME, html: '<p>chef@mailinator.com</p>' }]).emails[0].disposable).toBe(true);
  });

  it('keeps the fictional sites of the reserved example domains but not the bare placeholders', () => {
    expect(isUsableEmail('hola@casadelsol.example.com')).toBe(true);
    expect(isUsableEmail('you@example.com')).toBe(false);
  });

  it('undisguises only clear patterns', () => {
    expect(undisguise('info [at] x [dot] com')).toBe('info@x.com');
    expect(undisguise('see us at the bar')).toBe('see us at the bar');
  });
});
