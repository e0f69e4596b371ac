/*
 * A gap said with this restaurant's own evidence: its phone, its street, its reviews, a dish of its
 * menu. 'No online ordering link was found on the website' is true of a third of a city's
 * restaurants; 'takeout orders are calls to (512) 555-0113' is this one's, and tells the rep where
 * the gap shows. Without the evidence a gap needs, it is said as the angle says it.
 */
import type { Angle, AngleId } from './pitch.angle.types.js';
import { dishName, streetOf } from './pitch.details.js';
import type { PitchFacts } from './pitch.facts.js';
import { checkedOn } from './pitch.site-angles.js';
import { count } from './pitch.words.js';

/** The restaurant's evidence a finding can name. */
export interface Own {
  /** Where the site was checked: 'casadelsol.com', or 'the website'. */
  checked: string;
  phone: string | null;
  street: string | null;
  reviews: string | null;
  dish: string | null;
}

export function ownOf({ restaurant: r, site }: PitchFacts): Own {
  const read = site && !site.thin ? site : null;
  return {
    checked: read ? checkedOn(read) : 'the website',
    phone: r.phone,
    street: streetOf(r.address),
    reviews: r.reviews ? count(r.reviews) : null,
    dish: read ? dishName(read) : null,
  };
}

type Saying = (o: Own) => string | null;

/** Each gap's pain point, with the evidence that shows it. */
const PAIN: Partial<Record<AngleId, Saying>> = {
  ordering: (o) =>
    o.phone && `No online ordering link was found on ${o.checked}, so takeout orders are calls to ${o.phone}.`,
  reservations: (o) =>
    o.street && `No online reservation option was found on ${o.checked}; tables on ${o.street} are booked by phone.`,
  catering: (o) =>
    o.street &&
    `No catering offer was found on ${o.checked}, which leaves office and party orders around ${o.street} on the table.`,
  private_events: (o) =>
    o.phone &&
    `No private events or group dining page was found on ${o.checked}, so parties have to call ${o.phone} to ask.`,
  gift_cards: (o) =>
    o.reviews &&
    `No digital gift cards were found on ${o.checked}, though the guests behind its ${o.reviews} reviews could give them.`,
  newsletter: (o) =>
    o.reviews &&
    `No email sign-up was found on ${o.checked}, so the restaurant cannot bring back the guests behind its ${o.reviews} reviews directly.`,
};

/** A new place and one that fills no gap have the same thing to gain: guests who return. */
const comingBack: Saying = (o) =>
  o.street && `More of the first-time guests at your place on ${o.street} coming back as regulars`;

/** Each gap's opportunity, said for this restaurant. */
const OPPORTUNITY: Partial<Record<AngleId, Saying>> = {
  ordering: (o) => o.phone && `Commission-free online ordering that takes takeout off the phone at ${o.phone}`,
  reservations: (o) => o.street && `Online reservations that fill the tables on ${o.street} while the team is busy`,
  catering: (o) => o.dish && `A catering page with an inquiry form for group orders of dishes like the ${o.dish}`,
  private_events: (o) => o.street && `A private events page that captures party leads for your place on ${o.street}`,
  gift_cards: (o) =>
    o.reviews && `Digital gift cards on the website, for the guests behind ${o.reviews} reviews to give`,
  newsletter: (o) => o.street && `An email list that brings guests back to your place on ${o.street}`,
  marketplace_ordering: (o) =>
    o.street && `First-party online ordering for your place on ${o.street}, keeping the margin on every order`,
  regulars: (o) => comingBack(o),
  new_opening: (o) => comingBack(o),
  busy: (o) => o.street && `More orders at peak times on ${o.street} without extra staff`,
  menu_pdf: (o) => o.dish && `A menu page where the ${o.dish} can be found on a phone and in search`,
};

export const ownPain = (a: Angle, o: Own): string => PAIN[a.id]?.(o) || a.pain || '';
export const ownOpportunity = (a: Angle, o: Own): string => OPPORTUNITY[a.id]?.(o) || a.opportunity;
