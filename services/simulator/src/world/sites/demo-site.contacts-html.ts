import { CONTACT_SOCIAL_NETWORK_LABELS as NETWORK_LABELS, type ContactSocialNetwork } from '@leadgen/contracts';
import type { PlacedPerson } from './demo-site.contacts-people.js';
import { phoneInStyle } from './demo-site.contacts.js';
import type { EmailDisguise, PlacedEmail } from './demo-site.contacts.types.js';
import { esc } from './demo-site.html.js';
import type { SitePlan } from './demo-site.types.js';
import { hashText } from './demo-site.random.js';

/**
 * The site's contacts written as real restaurant sites write them: addresses hidden from spam
 * bots in the usual ways, people named in the owner's words, profiles in the footer, and the things
 * a careless reader would take for a contact (an agency's credit, guests' quotes, share links).
 */

const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');

/** Cloudflare's email obfuscation: a key byte, then each character XOR the key, in hex. */
export function cloudflareHex(address: string): string {
  const key = (hashText(address) % 200) + 16;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return hex(key) + [...address].map((c) => hex(c.charCodeAt(0) ^ key)).join('');
}

/** One address as the page writes it. */
export function emailHtml(address: string, how: EmailDisguise): string {
  const [local, domain] = address.split('@') as [string, string];
  switch (how) {
    case 'mailto':
      return `<a href="mailto:${address}">${address}</a>`;
    case 'text':
      return address;
    case 'brackets':
      return `${local} [at] ${domain.replace(/\./g, ' [dot] ')}`;
    case 'parens':
      return `${local} (at) ${domain}`;
    case 'entities':
      return `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;
    case 'cloudflare': {
      const hex = cloudflareHex(address);
      return `<a href="/cdn-cgi/l/email-protection#${hex}" class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</a>`;
    }
  }
}

const emailLine = (e: PlacedEmail) => `<p class="email">${esc(e.label)}: ${emailHtml(e.address, e.disguise)}</p>`;

/** Where a chain's contact-page lines go: it has a list of locations instead, so the footer. */
const spotOf = (plan: SitePlan, e: PlacedEmail) => (plan.traits.chain && e.spot === 'contact' ? 'footer' : e.spot);

export function footerContacts(plan: SitePlan): string {
  const c = plan.contacts;
  const lines = c.emails.filter((e) => spotOf(plan, e) === 'footer').map(emailLine);
  const logo = c.decoys.logo
    ? `<img class="footer-logo" src="https://${plan.host}/images/logo@2x.png" alt="${esc(plan.traits.name)}" width="160" height="48">`
    : '';
  return lines.length || logo ? `<div class="footer-contact">${logo}${lines.join('')}</div>` : '';
}

/** The web agency's credit: its name, address and developer, which are not the restaurant's. */
export function agencyCredit(plan: SitePlan): string {
  const a = plan.contacts.decoys.agency;
  if (!a) return '';
  return `<p class="small site-credit">Site by <a href="${a.url}" target="_blank" rel="noopener">${esc(a.name)}</a> · <a href="mailto:${a.email}">${a.email}</a> · Designed by ${esc(a.developer)}</p>`;
}

export function contactPageContacts(plan: SitePlan): string {
  const c = plan.contacts;
  const phone = plan.traits.main.phone;
  const lines = [
    ...c.emails.filter((e) => spotOf(plan, e) === 'contact').map(emailLine),
    phone && c.phoneAgain ? `<p>Call ${phoneInStyle(phone, c.phoneAgain)}</p>` : '',
    c.fax ? `<p>Fax: ${c.fax}</p>` : '',
  ].join('');
  return `${lines}${c.reservationForm ? reservationForm(plan) : ''}`;
}

function reservationForm(plan: SitePlan): string {
  return `<h2>Request a table</h2>
<form id="reservation-request" method="post" action="https://${plan.host}/reservations/request">
<label for="rs-name">Name</label><input id="rs-name" type="text" name="name" required>
<label for="rs-email">Email</label><input id="rs-email" type="email" name="email" placeholder="you@example.com" required>
<label for="rs-date">Date</label><input id="rs-date" type="date" name="date" required>
<label for="rs-time">Time</label><input id="rs-time" type="time" name="time" required>
<label for="rs-size">Party size</label><input id="rs-size" type="number" name="party_size" min="1" max="8">
<button type="submit">Request a reservation</button>
</form>`;
}

/** One person (or two founders) in the words of an about page. */
function personLine(plan: SitePlan, p: PlacedPerson, all: PlacedPerson[]): string {
  const name = esc(p.name);
  switch (p.phrasing) {
    case 'role_first':
      return p.role === 'Chef'
        ? `<p>Executive Chef ${name} builds the menu around what is in season.</p>`
        : `<p>${esc(p.role)} ${name} opened ${esc(plan.traits.name)} to cook the food of home.</p>`;
    case 'role_after':
      return `<p class="signature">${name}, ${esc(p.role)}</p>`;
    case 'role_colon':
      return `<p>${esc(p.role)}: ${name}</p>`;
    case 'meet':
      return `<p>Meet our chef, ${name}. Most days the specials are tasted twice before the doors open.</p>`;
    case 'dash':
      return `<p>${esc(p.role)} — ${name}</p>`;
    case 'founded': {
      const founders = all.filter((f) => f.phrasing === 'founded');
      if (founders[0] !== p) return '';
      const names =
        founders.length === 2
          ? `${esc(founders[0]!.name.split(' ')[0]!)} and ${esc(founders[1]!.name)}`
          : esc(founders[0]!.name);
      return `<p>${esc(plan.traits.name)} was founded by ${names}.</p>`;
    }
    default:
      return '';
  }
}

function shareLinks(plan: SitePlan): string {
  const url = encodeURIComponent(`https://${plan.host}${plan.paths.about.path}`);
  return `<p class="share">Share this page: <a href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank" rel="noopener">Facebook</a> · <a href="https://twitter.com/intent/tweet?url=${url}" target="_blank" rel="noopener">Twitter</a></p>`;
}

export function aboutContacts(plan: SitePlan): string {
  const c = plan.contacts;
  const people = c.people.filter((p) => p.spot === 'about');
  const lines = people.map((p) => personLine(plan, p, people)).join('');
  const emails = c.emails.filter((e) => e.spot === 'about').map(emailLine);
  const block = lines || emails.length ? `<div class="people">${lines}${emails.join('')}</div>` : '';
  return `${block}${c.decoys.share ? shareLinks(plan) : ''}`;
}

const GUESTS: Array<[string, string]> = [
  ['Best meal we have had in months. We keep coming back.', '— Sarah K.'],
  ['Friendly staff and generous portions, every single time.', 'Jen M. on Yelp'],
  ['We drove an hour for dinner and would do it again.', '— David Chen, Google review'],
  ['Cozy room, great service, and the dessert is not to be missed.', '— Mike R.'],
];

/** The home page's additions: the chef to meet, and guests' quotes with their names. */
export function homeContacts(plan: SitePlan): string {
  const c = plan.contacts;
  const meet = c.people
    .filter((p) => p.spot === 'home')
    .map((p) => personLine(plan, p, []))
    .join('');
  const start = hashText(`${plan.host}|guests`) % GUESTS.length;
  const quotes = c.decoys.testimonials
    ? `<section class="testimonials"><h2>What our guests say</h2>${[0, 1, 2]
        .map((i) => GUESTS[(start + i) % GUESTS.length]!)
        .map(([q, who]) => `<blockquote><p>“${esc(q)}”</p><cite>${esc(who)}</cite></blockquote>`)
        .join('')}</section>`
    : '';
  return `${meet ? `<section class="chef">${meet}</section>` : ''}${quotes}`;
}

export function teamBody(plan: SitePlan, sectionClass: string): string {
  const cards = plan.contacts.people
    .filter((p) => p.spot === 'team')
    .map((p) => `<div class="member"><h3>${esc(p.name)}</h3><p>${esc(p.role)}</p></div>`)
    .join('\n');
  return `<section class="${sectionClass}"><h1>${esc(plan.contacts.team!.label)}</h1>
<p>The people behind ${esc(plan.traits.name)}: in the kitchen, on the floor and behind the bar.</p>
<div class="team">${cards}</div></section>`;
}

/** What the schema.org markup adds: the address, the founders, the staff. */
export function jsonLdContacts(plan: SitePlan): Record<string, unknown> {
  const c = plan.contacts;
  const out: Record<string, unknown> = {};
  if (c.jsonLdEmail) out.email = c.jsonLdEmail;
  const founders = c.people.filter((p) => p.jsonLd && p.role === 'Founder');
  if (founders.length) out.founder = founders.map((p) => ({ '@type': 'Person', name: p.name }));
  const staff = c.people.filter((p) => p.jsonLd && p.role !== 'Founder');
  if (staff.length) out.employee = staff.map((p) => ({ '@type': 'Person', name: p.name, jobTitle: p.role }));
  return out;
}

/** The footer's profile links, and on some a link to Facebook itself (no profile). */
export function socialLinks(plan: SitePlan): string {
  const links = (Object.keys(NETWORK_LABELS) as ContactSocialNetwork[])
    .filter((n) => plan.contacts.social[n])
    .map(
      (n) =>
        `<li><a href="${plan.contacts.social[n]}" aria-label="${NETWORK_LABELS[n]}" target="_blank" rel="noopener">${NETWORK_LABELS[n]}</a></li>`,
    );
  if (plan.contacts.decoys.bareFacebook)
    links.push('<li><a href="https://facebook.com" target="_blank" rel="noopener">Find us on Facebook</a></li>');
  return links.length ? `<div><h3>Follow us</h3><ul class="social">${links.join('')}</ul></div>` : '';
}
