/** What the analysis area knows about a website after reading it: every fact with where it was seen. */
export interface Seen {
  /** Page the fact was seen on. */
  url: string;
  /** The link, heading or text it rests on. */
  snippet: string;
}

export const CAPABILITIES = [
  'menu',
  'online_ordering',
  'reservations',
  'catering',
  'private_events',
  'careers',
  'gift_cards',
  'newsletter',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface SiteSummary {
  url: string;
  host: string;
  name: string;
  description: string;
  cuisines: string[];
  address: string | null;
  phone: string | null;
  /** Each capability the site shows, with its evidence; absent when nothing was found. */
  found: Partial<Record<Capability, Seen>>;
  menuPdfOnly: boolean;
  orderingProviders: string[];
  reservationProviders: string[];
  social: { network: string; url: string }[];
  headings: string[];
  /** Main text, trimmed, for the language model. */
  text: string;
  pagesRead: string[];
  /** True when the page is mostly script with little readable content. */
  thin: boolean;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
