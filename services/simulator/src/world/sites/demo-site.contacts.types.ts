import type { ContactSocialNetwork, EmailKind } from '@leadgen/contracts';
import type { PlacedPerson } from './demo-site.contacts-people.js';
import type { NavPage } from './demo-site.paths.types.js';

/** How an address is written on the page. */
export const EMAIL_DISGUISES = ['mailto', 'text', 'brackets', 'parens', 'entities', 'cloudflare'] as const;
export type EmailDisguise = (typeof EMAIL_DISGUISES)[number];

/** Where a contact block goes: every page's footer, the contact page, the about page. */
export type ContactSpot = 'footer' | 'contact' | 'about';

export interface PlacedEmail {
  address: string;
  kind: EmailKind;
  disposable: boolean;
  spot: ContactSpot;
  disguise: EmailDisguise;
  /** The words before it ('Email', 'Private events'...). */
  label: string;
}

export type PhoneStyle = 'paren' | 'dots' | 'dashes';

export interface ContactsPlan {
  /** A team page of its own, linked from every page's footer. */
  team: NavPage | null;
  emails: PlacedEmail[];
  /** The main address also in the home page's schema.org markup. */
  jsonLdEmail: string | null;
  /** The phone written again on the contact page, in this style (null: not again). */
  phoneAgain: PhoneStyle | null;
  /** A fax line: its number as written. */
  fax: string | null;
  people: PlacedPerson[];
  social: Partial<Record<ContactSocialNetwork, string>>;
  /** A table request form on the contact page (sites without a booking vendor). */
  reservationForm: boolean;
  decoys: ContactDecoys;
}

/** What must never be read as a contact. */
export interface ContactDecoys {
  /** An image named logo@2x.png in the footer. */
  logo: boolean;
  /** 'Site by ...' in the footer: the agency, its address and the developer. */
  agency: { name: string; url: string; email: string; developer: string } | null;
  /** Guests' quotes with their names on the home page. */
  testimonials: boolean;
  /** Share links (facebook sharer, tweet intent) on the about page. */
  share: boolean;
  /** A link to facebook.com itself in the footer. */
  bareFacebook: boolean;
}
