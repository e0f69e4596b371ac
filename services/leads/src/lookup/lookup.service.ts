import type { Competitor, DataSourceInfo, Lead, LeadLookupRequest, LeadLookupResponse } from '@leadgen/contracts';
import type { Candidate } from '../places/place.model.js';
import type { LeadProvider } from '../providers/lead.provider.js';
import { nameKey, stripLocationSuffix } from '../places/place.names.js';
import { pageKey, siteKey } from '../places/place.website.js';
import { photosListedAtMost } from './listing.photos.js';

export { siteKey };

const SEARCH_LIMIT = 100;

function toCompetitor(lead: Lead): Competitor {
  return {
    name: lead.name,
    address: lead.address || null,
    cuisine_type: lead.cuisine_type || null,
    rating: lead.google_rating,
    review_count: lead.review_count,
    website: lead.website,
  };
}

/**
 * Finds one restaurant in the configured provider: it searches the restaurant's city (the only
 * query every provider answers) and matches the listing by website domain first, then by name.
 * Competitors are the other restaurants of that city, same cuisine first, best rated first.
 */
export class LeadLookup {
  constructor(
    private readonly provider: LeadProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get info(): DataSourceInfo {
    return this.provider.info;
  }

  async lookup(req: LeadLookupRequest): Promise<LeadLookupResponse> {
    const base = { data_source: this.provider.info, competitors: [] as Competitor[] };
    const city = req.city?.trim();
    const state = req.state;
    if (!city) {
      return {
        ...base,
        found: false,
        matched_by: null,
        listing: null,
        note: "The restaurant's city could not be read from its website, so its listing could not be looked up.",
      };
    }
    const result = await this.provider.search(
      { city, state: state?.trim().toUpperCase() ?? '', cuisine: null, limit: SEARCH_LIMIT, photos: true },
      this.now(),
    );
    const candidates = result.candidates;
    if (!candidates.length) {
      return {
        ...base,
        found: false,
        matched_by: null,
        listing: null,
        note: result.warnings[0] ?? `No listings found in ${city}.`,
      };
    }
    const site = siteKey(req.website_url);
    const { match, matchedBy } = findListing(candidates, req);
    const competitors = competitorsOf(candidates, match, site, req.competitors);
    if (!match) {
      return {
        ...base,
        competitors,
        found: false,
        matched_by: null,
        listing: null,
        note: `No listing in ${city} matches this website or the name "${req.name ?? ''}".`,
      };
    }
    return {
      ...base,
      competitors,
      found: true,
      matched_by: matchedBy,
      listing: listingOf(match.lead),
      note: null,
    };
  }
}

/** The restaurant's own listing: by its website (its own page before its brand's), else by its name. */
function findListing(
  candidates: Candidate[],
  req: LeadLookupRequest,
): { match: Candidate | undefined; matchedBy: 'domain' | 'name' | null } {
  const site = siteKey(req.website_url);
  if (site) {
    // A chain's locations share the brand's domain: the location's own page wins over the first of the brand.
    const page = pageKey(req.website_url);
    const match =
      candidates.find((c) => pageKey(c.lead.website) === page) ??
      candidates.find((c) => siteKey(c.lead.website) === site);
    if (match) return { match, matchedBy: 'domain' };
  }
  const wantedName = req.name ? nameKey(stripLocationSuffix(req.name)) : null;
  const match = wantedName
    ? candidates.find((c) => nameKey(stripLocationSuffix(c.lead.name)) === wantedName)
    : undefined;
  return { match, matchedBy: match ? 'name' : null };
}

/** The city's other restaurants (none of the same website), same cuisine first, best rated first. */
function competitorsOf(candidates: Candidate[], match: Candidate | undefined, site: string | null, max: number) {
  const others = candidates.filter((c) => c !== match && (!site || siteKey(c.lead.website) !== site));
  const cuisine = match?.lead.cuisine_type;
  const rank = (c: Candidate) => (c.lead.google_rating ?? 0) * Math.log10(10 + (c.lead.review_count ?? 0));
  return [...others]
    .sort(
      (a, b) => Number(b.lead.cuisine_type === cuisine) - Number(a.lead.cuisine_type === cuisine) || rank(b) - rank(a),
    )
    .slice(0, max)
    .map((c) => toCompetitor(c.lead));
}

function listingOf(lead: Lead): NonNullable<LeadLookupResponse['listing']> {
  return {
    name: lead.name,
    address: lead.address,
    city: lead.address_parts?.city ?? null,
    state: lead.address_parts?.state ?? null,
    cuisine_type: lead.cuisine_type,
    rating: lead.google_rating,
    review_count: lead.review_count,
    review_response_rate: lead.review_response_rate ?? null,
    photo_count: lead.photo_count ?? null,
    photos_listed_at_most: photosListedAtMost(lead.data_source),
    phone: lead.phone,
    website: lead.website,
    has_hours: !!lead.operating_hours?.weekday_text.length,
    ...(lead.social_links ? { social_links: lead.social_links } : {}),
  };
}
