import { parsePhoneNumber } from 'awesome-phonenumber';
import type { ContactFormKind } from '@leadgen/contracts';
import { e164Of } from './demo-site.contacts.js';
import type { DemoContactsTruth } from './demo-site.contacts.truth.types.js';
import type { DemoSiteBehaviour } from './demo-site.truth.js';
import type { SitePlan } from './demo-site.types.js';

export const EMPTY_CONTACTS_TRUTH: DemoContactsTruth = {
  readable: false,
  pages: [],
  emails: [],
  phones: [],
  people: [],
  social: {},
  forms: [],
};

type PlannedSite = Omit<SitePlan, 'truth'>;

const abs = (plan: PlannedSite, path: string) => `https://${plan.host}${path}`;

/** The paths a careful reader reads: the listing's page, then the pages that hold contacts. */
export function contactPages(plan: PlannedSite): string[] {
  const { paths } = plan;
  return [
    new URL(plan.entry.listingUrl).pathname,
    paths.contact.path,
    paths.about.path,
    paths.catering?.path,
    paths.events?.path,
    paths.careers?.path,
    plan.contacts.team?.path,
  ].filter((p): p is string => !!p);
}

/** Role addresses the offers' pages already gave (events@, catering@, jobs@). */
function offerAddresses(plan: PlannedSite): string[] {
  const host = plan.host.replace(/^www\./, '');
  return [
    plan.paths.events && plan.events.how === 'call' ? `events@${host}` : null,
    plan.paths.catering && plan.catering.how === 'call' ? `catering@${host}` : null,
    (plan.paths.careers && plan.careers.how === 'email') || plan.careers.mentionOnly ? `jobs@${host}` : null,
  ].filter((a): a is string => !!a);
}

function formsOf(plan: PlannedSite, listingPath: string): DemoContactsTruth['forms'] {
  const { paths } = plan;
  const forms: DemoContactsTruth['forms'] = [];
  const add = (kind: ContactFormKind, path: string) => forms.push({ kind, url: abs(plan, path) });
  if (plan.newsletter === 'mailchimp' || plan.newsletter === 'own') add('newsletter', listingPath);
  if (!plan.traits.chain && plan.details.contactForm) add('contact', paths.contact.path);
  if (plan.contacts.reservationForm) add('reservation', paths.contact.path);
  if (paths.events && (plan.events.how === 'form' || plan.events.how === 'tripleseat_embed'))
    add('private_party', paths.events.path);
  if (paths.catering && (plan.catering.how === 'form' || plan.catering.how === 'jotform_embed'))
    add('catering', paths.catering.path);
  if (paths.careers && (plan.careers.how === 'form' || plan.careers.how === 'embed')) add('job', paths.careers.path);
  return forms;
}

/** More distinct numbers on one page than a restaurant has lines: the reader takes it for a chain's directory. */
const DIRECTORY_PHONES = 8;

/** What a careful reader finds on the site: empty when the site cannot be read. */
export function contactsTruthOf(plan: PlannedSite, behaviour: DemoSiteBehaviour): DemoContactsTruth {
  if (behaviour !== 'normal' && behaviour !== 'redirect') return structuredClone(EMPTY_CONTACTS_TRUTH);
  const c = plan.contacts;
  const pages = contactPages(plan);
  const emails = new Map<string, DemoContactsTruth['emails'][number]>();
  for (const e of c.emails) emails.set(e.address, { address: e.address, kind: e.kind, disposable: e.disposable });
  for (const address of offerAddresses(plan))
    if (!emails.has(address)) emails.set(address, { address, kind: 'role', disposable: false });
  // A chain's list of locations gives every location's phone, unless it is a directory of more
  // than DIRECTORY_PHONES (the reader leaves a directory out: a rep does not call 400 branches);
  // a restaurant's pages give its own.
  const listed = plan.traits.chain ? plan.traits.locations.map((l) => l.phone) : [plan.traits.main.phone];
  const numbers =
    new Set(listed.filter((p): p is string => !!p).map(e164Of)).size > DIRECTORY_PHONES
      ? [plan.traits.main.phone]
      : listed;
  const phones: DemoContactsTruth['phones'] = [...new Set(numbers.filter((p): p is string => !!p).map(e164Of))].map(
    (e164) => ({ e164, kind: 'phone' }),
  );
  if (c.fax) phones.push({ e164: e164Of(c.fax), kind: 'fax' });
  // A number no phone library accepts (an area code not in service) is no number to call: a
  // careful reader leaves it out.
  const dialable = phones.filter((p) => parsePhoneNumber(p.e164).valid);
  const people = new Map(c.people.map((p) => [p.name, { name: p.name, role: p.role }]));
  return {
    readable: true,
    pages,
    emails: [...emails.values()],
    phones: dialable,
    people: [...people.values()],
    social: { ...c.social },
    forms: formsOf(plan, pages[0]!),
  };
}
