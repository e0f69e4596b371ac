import type { Offer, PitchSeller } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site.summary.js';

/** A fact the pitch may rest on, and where it was read: a page of the site, or the listing. */
export interface PitchFact {
  claim: string;
  source: string;
}

/** A person the contacts found on the restaurant's site, as the pitch may address them. */
export interface PitchContact {
  name: string;
  role: string | null;
  source: string;
}

/** All a model is given to write one restaurant's pitch: nothing else may be said. */
export interface ModelPitchInput {
  /** The restaurant as its listing (or its site) gives it: name, cuisine, address, rating, reviews, hours… */
  restaurant: { name: string } & Record<string, unknown>;
  /** The website read (its address and the pages read), or null when it was not read: nothing may be said of it then. */
  website: { url: string; pages_read: string[] } | null;
  offer: Offer | null;
  /** The rep's company, spoken for plainly when no offer is set. */
  seller: Pick<PitchSeller, 'company_name' | 'value_proposition'> | null;
  facts: PitchFact[];
  contacts: PitchContact[];
}

/** The capabilities, as the facts word them, so the model and the check read the same words. */
export const CAPABILITY_WORDS: Record<Capability, string> = {
  menu: 'a menu',
  online_ordering: 'online ordering',
  reservations: 'reservations',
  catering: 'catering',
  private_events: 'private events and parties',
  careers: 'hiring (a jobs page)',
  gift_cards: 'gift cards',
  newsletter: 'a newsletter sign-up',
};

/**
 * The facts of a site read, each with its evidence: what it shows (with the link, provider or
 * form it was seen by), the providers it uses, its cuisine and address, and what was not seen on
 * the pages read (said as not seen, never as missing; nothing of it when the page was mostly script).
 */
export function siteFacts(site: SiteSummary): PitchFact[] {
  const facts: PitchFact[] = [];
  for (const [cap, seen] of Object.entries(site.found) as [Capability, { url: string; snippet: string }][])
    facts.push({ claim: `The website shows ${CAPABILITY_WORDS[cap]}: "${seen.snippet}"`, source: seen.url });
  if (site.orderingProviders.length)
    facts.push({ claim: `Takes orders through ${site.orderingProviders.join(', ')}`, source: site.url });
  if (site.reservationProviders.length)
    facts.push({ claim: `Takes reservations through ${site.reservationProviders.join(', ')}`, source: site.url });
  if (site.cuisines.length) facts.push({ claim: `Cuisine: ${site.cuisines.join(', ')}`, source: site.url });
  if (site.address) facts.push({ claim: `Address: ${site.address}`, source: site.url });
  const seen = new Set(Object.keys(site.found));
  if (site.orderingProviders.length) seen.add('online_ordering');
  if (site.reservationProviders.length) seen.add('reservations');
  const unseen = (Object.keys(CAPABILITY_WORDS) as Capability[]).filter((c) => !seen.has(c));
  if (unseen.length && !site.thin)
    facts.push({
      claim: `Not seen on the pages read: ${unseen.map((c) => CAPABILITY_WORDS[c]).join(', ')}`,
      source: site.pagesRead.join(' '),
    });
  return facts;
}
