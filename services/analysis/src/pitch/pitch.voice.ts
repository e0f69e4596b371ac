/*
 * How the rep speaks, chosen once for every surface: "I'm <name>, <title> at <company>", the offer's
 * product said with its value points and proof, the call to action, the signature. Phrasing is picked
 * per restaurant from several templates per sentence, seeded by the lead so a lead keeps its pitch.
 */
import type { FoundPerson, Offer, PitchSeller } from '@leadgen/contracts';

/** Who speaks: the offer's sender, else the rep's company from the profile or selected report, else nobody named. */
export interface Voice {
  name: string | null;
  title: string | null;
  company: string | null;
  product: string | null;
}

export function voiceOf(offer: Offer | null, seller: PitchSeller | null): Voice {
  // An offer made from a Business Analysis without a sender is signed "The <company> team", and one
  // whose sender was left out (a name made from the account's email) has none: nobody by name.
  if (offer && (!offer.sender_name.trim() || /^the .+ team$/i.test(offer.sender_name.trim())))
    return { name: null, title: null, company: offer.company_name, product: offer.product_name };
  if (offer)
    return {
      name: offer.sender_name,
      title: offer.sender_title?.trim() || null,
      company: offer.company_name,
      product: offer.product_name,
    };
  return { name: null, title: null, company: seller?.company_name ?? null, product: null };
}

/** "I'm Maria Lopez, Account Executive at TableTech"; "I'm with TableTech"; null when nobody is named. */
export function introOf(v: Voice): string | null {
  if (v.name) return `I'm ${v.name}${v.title ? `, ${v.title}` : ''}${v.company ? ` at ${v.company}` : ''}`;
  if (v.company) return `I'm with ${v.company}`;
  return null;
}

/** Mixes the seed with a salt so two choices for one lead are independent of each other. */
export function choose<T>(variants: readonly T[], seed: number, salt: number): T {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return variants[((h ^ (h >>> 16)) >>> 0) % variants.length]!;
}

/** How each role is spoken to in the greeting's reason. */
const ROLE_AS: Record<FoundPerson['role'], string> = {
  Owner: 'the owner',
  'Co-owner': 'one of the owners',
  Founder: 'the founder',
  'Chef/Owner': 'the chef and owner',
  Chef: 'the chef',
  'General Manager': 'the general manager',
  Manager: 'the manager',
};
export const roleAs = (role: FoundPerson['role']) => ROLE_AS[role];

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
