/**
 * What Google bills a Text Search (New) request, by the fields its mask asks (the highest tier a
 * field names decides): list prices in US dollars per 1,000 requests, first volume band, from Google
 * Maps Platform's price list (https://developers.google.com/maps/billing-and-pricing/pricing,
 * Places API (New): Text Search Pro, Enterprise, Enterprise + Atmosphere). Settings, so an operator
 * with another price or band sets theirs.
 */
export interface GooglePrices {
  /** The area's lookup (the city's viewport): Text Search Pro. */
  proPer1000: number;
  /** A page of places with phone, website, rating and hours: Text Search Enterprise. */
  enterprisePer1000: number;
  /** A page that also asks for reviews (their dates date an opening): Text Search Enterprise + Atmosphere. */
  atmospherePer1000: number;
}

export const GOOGLE_LIST_PRICES: GooglePrices = { proPer1000: 32, enterprisePer1000: 35, atmospherePer1000: 40 };

/** A search's calls by what each asked for. */
export interface CallsByTier {
  viewport: number;
  pages: number;
  /** The pages asked for review dates (a recency filter needed them). */
  withReviews: boolean;
}

/** The estimated cost in US dollars of a search's calls, to the cent's tenth. */
export function costOf(calls: CallsByTier, prices: GooglePrices): number {
  const page = calls.withReviews ? prices.atmospherePer1000 : prices.enterprisePer1000;
  return Math.round(((calls.viewport * prices.proPer1000 + calls.pages * page) / 1000) * 10_000) / 10_000;
}
