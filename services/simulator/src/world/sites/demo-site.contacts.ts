import type { ContactSocialNetwork } from '@leadgen/contracts';
import { ownerPeople, staffPeople } from './demo-site.contacts-people.js';
import type {
  ContactDecoys,
  ContactSpot,
  ContactsPlan,
  EmailDisguise,
  PhoneStyle,
  PlacedEmail,
} from './demo-site.contacts.types.js';
import type { NavPage } from './demo-site.paths.types.js';
import { siteRandom, type SiteRandom } from './demo-site.random.js';
import type { SitePlan } from './demo-site.types.js';

/**
 * Who a rep can reach at a demo restaurant and how the site writes it: its addresses in the
 * disguises real sites use, its phone and fax, the people behind it, its profiles, and the decoys a
 * careless reader would take. Decided from the site's own 'contacts' random stream, so every other
 * choice about the site stays as it was.
 */

export const DISPOSABLE_DOMAINS = ['mailinator.com', 'yopmail.com', 'guerrillamail.com', 'sharklasers.com'];

export const AGENCIES = [
  { name: 'Acme Creative', domain: 'acmecreative.co' },
  { name: 'Pixel & Fork Studio', domain: 'pixelandfork.com' },
  { name: 'Main Street Web Co.', domain: 'mainstreetweb.co' },
];
const DEVELOPERS = ['Jordan Blake', 'Casey Morgan', 'Taylor Quinn', 'Riley Brooks'];

const TEAM_PAGES: NavPage[] = [
  { path: '/team', label: 'Team' },
  { path: '/our-team', label: 'Our Team' },
  { path: '/meet-the-team', label: 'Meet the Team' },
];

type PlanSoFar = Omit<SitePlan, 'truth' | 'contacts'>;

const bareHost = (plan: PlanSoFar) => plan.host.replace(/^www\./, '');

/** The sub-pages a careful reader opens, before a team page is added. */
export function contactSubPages(plan: PlanSoFar): NavPage[] {
  const { paths } = plan;
  return [paths.contact, paths.about, paths.catering, paths.events, paths.careers].filter((p): p is NavPage => !!p);
}

function disguise(R: SiteRandom): EmailDisguise {
  return R.weighted([
    ['mailto', 34],
    ['text', 14],
    ['brackets', 12],
    ['parens', 10],
    ['entities', 15],
    ['cloudflare', 15],
  ]);
}

function mainEmails(plan: PlanSoFar, R: SiteRandom, owner: string): PlacedEmail[] {
  const host = bareHost(plan);
  const [first, last] = owner.toLowerCase().split(' ') as [string, string];
  const how = R.weighted([
    ['role', 80],
    ['gmail', 8],
    ['disposable', 1.7],
    ['none', 10.3],
  ]);
  const spots: ContactSpot[] =
    R.weighted([
      ['footer', 40],
      ['contact', 40],
      ['both', 20],
    ]) === 'both'
      ? ['footer', 'contact']
      : [R.chance(0.5) ? 'footer' : 'contact'];
  const local = R.weighted([
    ['info', 50],
    ['hello', 20],
    ['reservations', plan.traits.style === 'quick' ? 0 : 10],
    ['contact', 10],
  ]);
  const main =
    how === 'role'
      ? { address: `${local}@${host}`, kind: 'role' as const, disposable: false }
      : how === 'gmail'
        ? { address: `${first}${last}@gmail.com`, kind: 'personal' as const, disposable: false }
        : how === 'disposable'
          ? { address: `${local}@${R.pick(DISPOSABLE_DOMAINS)}`, kind: 'role' as const, disposable: true }
          : null;
  const out: PlacedEmail[] = main
    ? spots.map((spot) => ({
        ...main,
        spot,
        disguise: disguise(R),
        label: R.pick(['Email', 'Email us', 'Write to us']),
      }))
    : [];
  if (how === 'role' && R.chance(0.3)) {
    const personal = R.pick([first, `${first}.${last}`, `${first[0]}${last}`]);
    out.push({
      address: `${personal}@${host}`,
      kind: 'personal',
      disposable: false,
      spot: R.chance(0.5) ? 'about' : 'contact',
      disguise: disguise(R),
      label: `Write to ${owner.split(' ')[0]} directly`,
    });
  }
  return out;
}

/** Role addresses for the offers the site makes (never for one it does not make). */
function offerEmails(plan: PlanSoFar, R: SiteRandom): PlacedEmail[] {
  const host = bareHost(plan);
  const extra: Array<[boolean, string, string]> = [
    [plan.events.page || plan.events.mentionOnly, 'events', 'Private events'],
    [plan.catering.page || plan.catering.mentionOnly, 'catering', 'Catering'],
    [plan.careers.page || plan.careers.mentionOnly, 'jobs', 'Jobs'],
  ];
  return extra
    .filter(([offered]) => offered && R.chance(0.35))
    .map(([, local, label]) => ({
      address: `${local}@${host}`,
      kind: 'role',
      disposable: false,
      spot: 'contact',
      disguise: disguise(R),
      label,
    }));
}

function socialProfiles(plan: PlanSoFar, R: SiteRandom): Partial<Record<ContactSocialNetwork, string>> {
  const { handle, socialBits, main } = plan.traits;
  const city = main.city.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const social: Partial<Record<ContactSocialNetwork, string>> = {};
  if (socialBits & 1) social.facebook = `https://www.facebook.com/${handle}`;
  if (socialBits & 2) social.instagram = `https://www.instagram.com/${handle}/`;
  if (R.chance(0.2)) social.x = R.chance(0.5) ? `https://x.com/${handle}` : `https://twitter.com/${handle}`;
  if (R.chance(0.12)) social.tiktok = `https://www.tiktok.com/@${handle}`;
  if (R.chance(0.08)) social.youtube = `https://www.youtube.com/@${handle}`;
  if (R.chance(0.05)) social.linkedin = `https://www.linkedin.com/company/${handle}/`;
  if (R.chance(0.3)) social.yelp = `https://www.yelp.com/biz/${handle}-${city}`;
  if (R.chance(0.2)) {
    const name = plan.traits.name.replace(/[^A-Za-z0-9]+/g, '_');
    social.tripadvisor = `https://www.tripadvisor.com/Restaurant_Review-g${R.int(30000, 60000)}-d${R.int(1000000, 9999999)}-Reviews-${name}-${main.city.name.replace(/\s+/g, '_')}.html`;
  }
  return social;
}

/** Decides the site's contacts; `owner` is the name its story already tells. */
export function planContacts(plan: PlanSoFar, owner: string): ContactsPlan {
  const R = siteRandom(plan.host, 'contacts');
  const sub = contactSubPages(plan);
  const team = sub.length < 5 && plan.traits.style !== 'quick' && R.chance(0.45) ? R.pick(TEAM_PAGES) : null;
  const jsonLd = plan.details.jsonLd;
  const emails = [...mainEmails(plan, R, owner), ...offerEmails(plan, R)];
  const main = emails.find((e) => e.kind === 'role' || e.address.endsWith('@gmail.com'));
  const owners = ownerPeople(R, owner, jsonLd, team !== null);
  const phone = plan.traits.main.phone;
  return {
    team,
    emails,
    jsonLdEmail: main && jsonLd && R.chance(0.4) ? main.address : null,
    phoneAgain: phone && R.chance(0.6) ? R.pick(['paren', 'dots', 'dashes'] as const) : null,
    fax: phone && !plan.traits.chain && R.chance(0.15) ? faxOf(phone, R) : null,
    people: [...owners, ...staffPeople(R, owners[0]?.role ?? null, jsonLd, team !== null)],
    social: socialProfiles(plan, R),
    reservationForm: !!plan.reservation && !plan.traits.chain && plan.traits.style !== 'quick' && R.chance(0.3),
    decoys: {
      logo: R.chance(0.35),
      agency: R.chance(0.3) ? agencyOf(R) : null,
      testimonials: R.chance(0.4),
      share: R.chance(0.3),
      bareFacebook: R.chance(0.15),
    },
  };
}

function agencyOf(R: SiteRandom): ContactDecoys['agency'] {
  const a = R.pick(AGENCIES);
  return { name: a.name, url: `https://${a.domain}/`, email: `hello@${a.domain}`, developer: R.pick(DEVELOPERS) };
}

/** A fax on the same exchange: the phone's last four digits moved on. */
function faxOf(phone: string, R: SiteRandom): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  const line = (Number(digits.slice(6)) + R.int(1, 90)) % 10000;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${String(line).padStart(4, '0')}`;
}

/** A 10-digit US number as E.164. */
export function e164Of(phone: string): string {
  return `+1${phone.replace(/\D/g, '').slice(-10)}`;
}

/** A US number in the style the page writes it. */
export function phoneInStyle(phone: string, style: PhoneStyle): string {
  const d = phone.replace(/\D/g, '').slice(-10);
  if (style === 'dots') return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  if (style === 'dashes') return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
