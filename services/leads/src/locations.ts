import type { LocationCount, Place } from './model.js';
import { addressKey, brandKey, hasLocationSuffix, phoneKey, stripLocationSuffix } from './names.js';

/**
 * Seam for a language model that estimates how many locations a brand has when the data cannot
 * count them (a national chain with one location in this city's results). No model layer exists
 * yet: the service runs with NO_ESTIMATOR, and leads it cannot count say location_count_source
 * 'unknown'. A model-backed estimator returns counts for the brands it recognises; those leads
 * then say 'model'.
 */
export interface LocationEstimator {
  readonly name: string;
  /** Brand names with location suffixes removed -> estimated total locations (omit unknown ones). */
  estimate(brands: string[]): Promise<Map<string, number>>;
}

export const NO_ESTIMATOR: LocationEstimator | null = null;

const groupKey = (p: Place) => (p.brand_id ? `id:${p.brand_id}` : `n:${brandKey(p.brand ?? p.name)}`);
const siteKey = (p: Place) => {
  const phone = phoneKey(p.phone);
  return phone ? `${phone}|${p.address_parts.zip ?? ''}` : addressKey(p.address_parts.street ?? p.address);
};

/** Distinct locations per brand: same normalised brand name, different phone or street. */
export function countByBrand(places: readonly Place[]): Map<string, number> {
  const sites = new Map<string, Set<string>>();
  for (const p of places) {
    const k = groupKey(p);
    let set = sites.get(k);
    if (!set) sites.set(k, (set = new Set()));
    set.add(siteKey(p));
  }
  return new Map([...sites].map(([k, s]) => [k, s.size]));
}

/** Counts across a whole dataset (the demo provider): every count is known. */
export function countAcrossDataset(places: readonly Place[]): LocationCount[] {
  const counts = countByBrand(places);
  return places.map((p) => {
    const count = counts.get(groupKey(p)) ?? 1;
    return { count, source: 'dataset', brand: count > 1 ? (p.brand ?? stripLocationSuffix(p.name)) : null };
  });
}

/**
 * Counts among one search's results (Google, OSM). A place that looks like a chain (a brand tag or a
 * location suffix) but appears once cannot be counted from the results: the estimator is asked, and
 * without one its count is unknown rather than a misleading "1 location".
 */
export async function countAcrossResults(places: readonly Place[], estimator: LocationEstimator | null): Promise<LocationCount[]> {
  const counts = countByBrand(places);
  const out: LocationCount[] = places.map((p) => {
    const count = counts.get(groupKey(p)) ?? 1;
    const chainLike = Boolean(p.brand) || hasLocationSuffix(p.name);
    const brand = chainLike || count > 1 ? (p.brand ?? stripLocationSuffix(p.name)) : null;
    if (count === 1 && chainLike) return { count: null, source: 'unknown', brand };
    return { count, source: 'search_results', brand };
  });
  if (!estimator) return out;
  const wanted = [...new Set(out.filter((c) => c.source === 'unknown' && c.brand).map((c) => c.brand!))];
  if (!wanted.length) return out;
  try {
    const estimates = await estimator.estimate(wanted);
    for (const c of out) {
      const est = c.brand ? estimates.get(c.brand) : undefined;
      if (c.source === 'unknown' && est && Number.isInteger(est) && est > 0) {
        c.count = est;
        c.source = 'model';
      }
    }
  } catch {
    // The estimate is a nicety: without it the counts stay unknown.
  }
  return out;
}
