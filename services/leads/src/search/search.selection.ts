import { isUnlimitedLocations, type SearchCriteria } from '@leadgen/contracts';
import type { Candidate } from '../places/place.model.js';
import { dedupe } from './search.dedupe.js';

export interface SelectContext {
  ratings_available: boolean;
  dates_available: boolean;
  /** The source lists restaurants announced but not open yet (Google). */
  future_openings_available?: boolean;
  source_label: string;
  /** Set when the registries were asked for the websites' domain dates: how many, and how many gave none. */
  domain_dates?: { asked: number; unknown: number };
}

/** The most matches one answer carries (Max Results and the pages after it): what an export takes at once. */
export const MAX_MATCHES_SENT = 1000;

export interface Selection {
  selected: Candidate[];
  /** The ranked matches after the first Max Results, up to MAX_MATCHES_SENT in all. */
  more: Candidate[];
  total_matches: number;
  warnings: string[];
}

/** Best first: fit score, then rating, then review volume, then name; new websites ahead when asked. */
export function compareCandidates(prioritizeNewWebsites: boolean) {
  return (a: Candidate, b: Candidate): number => {
    if (prioritizeNewWebsites) {
      const na = a.lead.is_new_website ? 1 : 0;
      const nb = b.lead.is_new_website ? 1 : 0;
      if (na !== nb) return nb - na;
    }
    return (
      b.lead.fit_score - a.lead.fit_score ||
      (b.lead.google_rating ?? 0) - (a.lead.google_rating ?? 0) ||
      (b.lead.review_count ?? 0) - (a.lead.review_count ?? 0) ||
      (a.lead.name < b.lead.name ? -1 : a.lead.name > b.lead.name ? 1 : 0) ||
      (a.keys.place < b.keys.place ? -1 : 1)
    );
  };
}

/** Every filter and option of the form, in order; then rank, dedupe and cut to the limit. */
export function selectLeads(all: readonly Candidate[], criteria: SearchCriteria, ctx: SelectContext): Selection {
  const warnings: string[] = [];
  let list = all.slice();

  if (criteria.min_rating > 0 || criteria.min_reviews > 0) {
    if (ctx.ratings_available) {
      if (criteria.min_rating > 0) list = list.filter((c) => (c.lead.google_rating ?? 0) >= criteria.min_rating);
      if (criteria.min_reviews > 0) list = list.filter((c) => (c.lead.review_count ?? 0) >= criteria.min_reviews);
    } else {
      warnings.push(
        `${ctx.source_label} has no ratings or reviews: the minimum rating and review filters were not applied.`,
      );
    }
  }

  if (criteria.filter_bad_fits) list = list.filter((c) => c.lead.fit_decision !== 'bad_fit');

  if (criteria.enableLocationFilter) {
    const max = isUnlimitedLocations(criteria.maxLocations) ? Infinity : criteria.maxLocations;
    const unknown = list.filter((c) => c.lead.location_count === null).length;
    list = list.filter(
      (c) =>
        c.lead.location_count !== null &&
        c.lead.location_count >= criteria.minLocations &&
        c.lead.location_count <= max,
    );
    if (unknown)
      warnings.push(
        `${unknown} place${unknown === 1 ? '' : 's'} with an unknown number of locations left out by the location filter.`,
      );
  }

  // 'Opening soon' keeps only announced openings; without it they are never mixed into a normal search
  // (a place that is not open yet has no hours, ratings or menu to pitch against).
  if (criteria.openingSoon) {
    list = list.filter((c) => c.lead.is_opening_soon);
    if (!ctx.future_openings_available)
      warnings.push(`${ctx.source_label} does not list restaurants before they open: 'Opening soon' found none.`);
  } else list = list.filter((c) => !c.lead.is_opening_soon);

  // 'Recently established' goes by dated evidence only: a place with none is left out, and the rep is told how many.
  if (criteria.filterRecentlyEstablished) {
    const undated = list.filter((c) => c.opened_at === null).length;
    list = list.filter((c) => c.lead.is_recently_established);
    if (undated)
      warnings.push(
        `'Recently established restaurants only' left out ${undated} place${undated === 1 ? '' : 's'} whose listing${undated === 1 ? ' shows' : 's show'} no opening date.`,
      );
  }
  const domainDates = Boolean(ctx.domain_dates) || ctx.dates_available;
  if (criteria.prioritizeNewWebsites && !domainDates) {
    warnings.push(`${ctx.source_label} has no domain registration dates: new websites could not be ranked first.`);
  }
  const unknownDates = ctx.domain_dates?.unknown ?? 0;
  if (criteria.prioritizeNewWebsites && unknownDates) {
    warnings.push(
      unknownDates === ctx.domain_dates!.asked
        ? 'The domain registries did not answer: new websites could not be ranked first.'
        : `${unknownDates} website${unknownDates === 1 ? '' : 's'} with an unknown domain registration date (the registry did not answer) ranked after the new websites.`,
    );
  }

  list.sort(compareCandidates(criteria.prioritizeNewWebsites && domainDates));
  if (criteria.filter_duplicates) list = dedupe(list).kept;
  return {
    selected: list.slice(0, criteria.limit),
    more: list.slice(criteria.limit, Math.max(criteria.limit, MAX_MATCHES_SENT)),
    total_matches: list.length,
    warnings,
  };
}
