import { CONTACT_FORM_KINDS, CONTACT_SOCIAL_NETWORKS, PERSON_ROLES } from '@leadgen/contracts';
import { parsePhoneNumber } from 'awesome-phonenumber';
import mailchecker from 'mailchecker';
import { generateDemoData } from '../demo.generator.js';
import { EMAIL_DISGUISES, type ContactsPlan } from './demo-site.contacts.types.js';
import { cloudflareHex } from './demo-site.contacts-html.js';
import { DemoSiteIndex } from './demo-site.index.js';
import { planSite } from './demo-site.plan.js';
import type { SitePlan } from './demo-site.types.js';
import type { DemoSiteTruth } from './demo-site.truth.js';
import { DemoSites } from './demo-sites.service.js';

const data = generateDemoData();
const sites = new DemoSites(data);
const index = new DemoSiteIndex(data);
const hosts = sites.hosts(300);
const plans = hosts.map((h) => planSite(data, index.find(h)!.entry));
const readable = plans.filter((p) => p.truth.contacts.readable);

/** The pages a careful reader reads, as one piece of HTML. */
function readPages(t: DemoSiteTruth): string {
  return t.contacts.pages.map((p) => sites.page(`https://${t.host}${p}`).body).join('\n');
}

const decodeCloudflare = (hex: string) => {
  const key = parseInt(hex.slice(0, 2), 16);
  return (hex.slice(2).match(/../g) ?? []).map((b) => String.fromCharCode(parseInt(b, 16) ^ key)).join('');
};

/** Every address on the pages, whatever the disguise: what a careful reader could take. */
function addressesIn(html: string): Set<string> {
  const text = html
    .replace(/data-cfemail="([0-9a-f]+)"/g, (_, hex: string) => ` ${decodeCloudflare(hex)} `)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/\s*\[at\]\s*/g, '@')
    .replace(/\s*\[dot\]\s*/g, '.')
    .replace(/\s*\(at\)\s*/g, '@');
  return new Set(
    (text.match(/[a-z0-9._+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi) ?? []).map((a) => a.toLowerCase()),
  );
}

/** Every US phone number written on the pages, as E.164. */
function phonesIn(html: string): Set<string> {
  const text = html.replace(/<[^>]+>/g, ' ');
  const found = text.match(/\(\d{3}\) \d{3}-\d{4}|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g) ?? [];
  return new Set(found.map((p) => `+1${p.replace(/\D/g, '')}`));
}

/** What is on the pages and must never be read as a contact. */
function decoyAddresses(plan: SitePlan): string[] {
  const d = plan.contacts.decoys;
  return ['you@example.com', 'logo@2x.png', ...(d.agency ? [d.agency.email] : [])];
}

describe("demo sites' contacts: the truth is what the pages say", () => {
  it('lists every address the read pages carry, in any disguise, and none of the decoys', () => {
    for (const plan of readable) {
      const t = plan.truth;
      const found = addressesIn(readPages(t));
      const decoys = decoyAddresses(plan);
      const real = [...found].filter((a) => !decoys.includes(a)).sort();
      expect({ host: t.host, emails: real }).toEqual({
        host: t.host,
        emails: t.contacts.emails.map((e) => e.address).sort(),
      });
      for (const e of t.contacts.emails)
        expect(e.kind).toBe(
          /^(info|hello|reservations|contact|events|catering|jobs)@/.test(e.address) ? 'role' : 'personal',
        );
    }
  });

  it('lists every phone and fax the read pages carry, each a number a phone library accepts', () => {
    for (const plan of readable) {
      const t = plan.truth;
      const html = readPages(t);
      // A page of more than 8 numbers is a chain's directory of locations, which the reader leaves out.
      const pages = t.contacts.pages.map((p) => [...phonesIn(sites.page(`https://${t.host}${p}`).body)]);
      const dialable = [...new Set(pages.filter((numbers) => numbers.length <= 8).flat())].filter(
        (p) => parsePhoneNumber(p).valid,
      );
      expect({ host: t.host, phones: dialable.sort() }).toEqual({
        host: t.host,
        phones: t.contacts.phones.map((p) => p.e164).sort(),
      });
      for (const p of t.contacts.phones) {
        expect(parsePhoneNumber(p.e164).valid).toBe(true);
        if (p.kind === 'fax') expect(html).toContain(`Fax: ${parsePhoneNumber(p.e164).number!.national}`);
      }
    }
  });

  it('names every person with a role on a read page or in the schema.org markup, and links every profile', () => {
    for (const plan of readable) {
      const t = plan.truth;
      const html = readPages(t);
      const listing = sites.page(`https://${t.host}${t.contacts.pages[0]}`).body;
      for (const p of t.contacts.people) {
        const placed = plan.contacts.people.find((x) => x.name === p.name)!;
        if (placed.spot === 'jsonld') expect(listing).toMatch(new RegExp(`"name":"${p.name}","jobTitle":"${p.role}"`));
        else if (placed.phrasing === 'founded') {
          const [first, last] = p.name.split(' ') as [string, string];
          expect(html).toMatch(new RegExp(`was founded by [^<]*\\b${first}\\b[^<]*\\b${last}\\.`));
        } else expect(html).toContain(p.name);
      }
      for (const url of Object.values(t.contacts.social)) expect(listing).toContain(`href="${url}"`);
      expect(t.contacts.social.facebook ?? null).toBe(t.facebook_url);
      expect(t.contacts.social.instagram ?? null).toBe(t.instagram_url);
    }
  });

  it('reads at most six pages, each linked from the listing page, and finds each form on its page', () => {
    for (const { truth: t } of readable) {
      const [first, ...rest] = t.contacts.pages;
      expect(rest.length).toBeLessThanOrEqual(5);
      const listing = sites.page(`https://${t.host}${first}`).body;
      for (const p of rest) {
        expect(listing).toContain(`href="https://${t.host}${p}"`);
        expect(sites.page(`https://${t.host}${p}`).status).toBe(200);
      }
      for (const f of t.contacts.forms) {
        expect(t.contacts.pages).toContain(new URL(f.url).pathname);
        expect(sites.page(f.url).body).toMatch(/<form|<iframe/);
      }
    }
  });

  it('puts the decoys where planned: image names, placeholders, the agency credit, guests’ quotes, share links', () => {
    for (const plan of readable) {
      const t = plan.truth;
      const d = plan.contacts.decoys;
      const listing = sites.page(`https://${t.host}${t.contacts.pages[0]}`).body;
      const about = sites.page(`https://${t.host}${plan.paths.about.path}`).body;
      expect(listing.includes('logo@2x.png')).toBe(d.logo);
      if (d.agency) expect(listing).toContain(`Designed by ${d.agency.developer}`);
      expect(listing.includes('What our guests say')).toBe(d.testimonials);
      expect(about.includes('facebook.com/sharer/sharer.php')).toBe(d.share);
      expect(listing.includes('href="https://facebook.com"')).toBe(d.bareFacebook);
      if (plan.contacts.reservationForm)
        expect(sites.page(`https://${t.host}${plan.paths.contact.path}`).body).toContain(
          'placeholder="you@example.com"',
        );
    }
  });

  it('hides addresses the way Cloudflare does: a key byte, then each character XOR the key', () => {
    const hex = cloudflareHex('info@example-bistro.com');
    expect(decodeCloudflare(hex)).toBe('info@example-bistro.com');
  });
});

describe("demo sites' contacts: the same every time, spread over the world", () => {
  it('decides the same contacts for a host from a second, separate world', () => {
    const again = generateDemoData();
    const againIndex = new DemoSiteIndex(again);
    for (const plan of plans.slice(0, 80)) {
      const twin = planSite(again, againIndex.find(plan.host)!.entry);
      expect(twin.contacts).toEqual(plan.contacts);
      expect(twin.truth.contacts).toEqual(plan.truth.contacts);
    }
  });

  it('leaves a site nobody can read with nothing to find', () => {
    const unreadable = plans.filter((p) => !['normal', 'redirect'].includes(p.truth.behaviour));
    expect(unreadable.length).toBeGreaterThan(0);
    for (const p of unreadable)
      expect(p.truth.contacts).toEqual({
        readable: false,
        pages: [],
        emails: [],
        phones: [],
        people: [],
        social: {},
        forms: [],
      });
  });

  it('uses every disguise, role, network and form over 300 sites, and a throwaway domain on a few', () => {
    const all = (pick: (c: ContactsPlan) => string[]) => new Set(readable.flatMap((p) => pick(p.contacts)));
    expect([...all((c) => c.emails.map((e) => e.disguise))].sort()).toEqual([...EMAIL_DISGUISES].sort());
    expect([...all((c) => c.people.map((p) => p.role))].sort()).toEqual([...PERSON_ROLES].sort());
    expect([...all((c) => c.people.map((p) => p.phrasing))].length).toBeGreaterThanOrEqual(7);
    expect([...all((c) => Object.keys(c.social))].sort()).toEqual([...CONTACT_SOCIAL_NETWORKS].sort());
    const truths = readable.map((p) => p.truth.contacts);
    expect([...new Set(truths.flatMap((t) => t.forms.map((f) => f.kind)))].sort()).toEqual(
      [...CONTACT_FORM_KINDS].sort(),
    );
    const emails = truths.flatMap((t) => t.emails);
    const locals = new Set(emails.map((e) => e.address.split('@')[0]));
    for (const role of ['info', 'hello', 'reservations', 'events', 'catering', 'jobs']) expect(locals).toContain(role);
    expect(emails.some((e) => e.kind === 'personal' && e.address.endsWith('@gmail.com'))).toBe(true);
    expect(emails.some((e) => e.kind === 'personal' && !e.address.endsWith('@gmail.com'))).toBe(true);
    const disposable = emails.filter((e) => e.disposable);
    expect(disposable.length).toBeGreaterThanOrEqual(1);
    expect(disposable.length).toBeLessThan(readable.length / 20);
    for (const e of emails) expect(mailchecker.isValid(e.address)).toBe(!e.disposable);
    expect(truths.some((t) => t.phones.some((p) => p.kind === 'fax'))).toBe(true);
    expect(readable.some((p) => p.contacts.team)).toBe(true);
    for (const decoy of ['logo', 'agency', 'testimonials', 'share', 'bareFacebook'] as const)
      expect(readable.some((p) => p.contacts.decoys[decoy])).toBe(true);
    // Enough of each to score a reader on.
    expect(emails.length).toBeGreaterThan(150);
    expect(truths.flatMap((t) => t.people).length).toBeGreaterThan(150);
  });
});
