import type { LocationCount, Place } from '../places/place.model.js';
import { addressKey, brandKey, hasLocationSuffix, phoneKey, stripLocationSuffix } from '../places/place.names.js';

/** The city and state a search's places are in: context for an estimate, never part of the answer. */
export interface EstimateArea {
  city: string | null;
  state: string | null;
}

/**
 * Seam for a language model that estimates how many locations a brand has when the data cannot
 * count them (a national chain with one location in this city's results). Without a model the
 * service runs with NO_ESTIMATOR, and leads it cannot count say location_count_source 'unknown'.
 * The model-backed estimator (locations/model-location.estimator.ts) returns counts for the brands
 * it recognises; those leads then say 'model'.
 */
export interface LocationEstimator {
  readonly name: string;
  /** Brand names with location suffixes removed -> estimated total locations (omit unknown ones). */
  estimate(brands: string[], area?: EstimateArea): Promise<Map<string, number>>;
}

export const NO_ESTIMATOR: LocationEstimator | null = null;

const groupKey = (p: Place) => (p.brand_id ? `id:${p.brand_id}` : `n:${brandKey(p.brand ?? p.name)}`);
const siteKey = (p: Place) => {
  const phone = phoneKey(p.phone);
  return phone ? `${phone}|${p.address_parts.zip ?? ''}` : addressKey(p.address_parts.street ?? p.address);
};

/** The most common city and state among the places (the user's spelling is not needed: the data has it). */
export function areaOf(places: readonly Place[]): EstimateArea {
  const tally = new Map<string, { area: EstimateArea; n: number }>();
  for (const p of places) {
    const area = {
      city: p.address_parts.city?.trim() || null,
      state: p.address_parts.state?.trim().toUpperCase() || null,
    };
    if (!area.city && !area.state) continue;
    const key = `${area.city ?? ''}|${area.state ?? ''}`.toLowerCase();
    const t = tally.get(key);
    if (t) t.n++;
    else tally.set(key, { area, n: 1 });
  }
  let best: { area: EstimateArea; n: number } | null = null;
  for (const t of tally.values()) if (!best || t.n > best.n) best = t;
  return best?.area ?? { city: null, state: null };
}

/** Distinct locations per brand: same normalised brand name, different phone or street. */
export function countByBrand(
  places: readonly Place[],
  groups: readonly string[] = places.map(groupKey),
): Map<string, number> {
  const sites = new Map<string, Set<string>>();
  places.forEach((p, i) => {
    const k = groups[i]!;
    let set = sites.get(k);
    if (!set) sites.set(k, (set = new Set()));
    set.add(siteKey(p));
  });
  return new Map([...sites].map(([k, s]) => [k, s.size]));
}

/**
 * Counts among one search's results (Google, OSM). A place that looks like a chain (a brand tag or a
 * location suffix) but appears once cannot be counted from the results: its count is unknown rather
 * than a misleading "1 location".
 */
export function countInResults(places: readonly Place[]): LocationCount[] {
  const groups = places.map(groupKey);
  const counts = countByBrand(places, groups);
  return places.map((p, i) => {
    const count = counts.get(groups[i]!) ?? 1;
    const chainLike = Boolean(p.brand) || hasLocationSuffix(p.name);
    const brand = chainLike || count > 1 ? (p.brand ?? stripLocationSuffix(p.name)) : null;
    if (count === 1 && chainLike) return { count: null, source: 'unknown', brand };
    return { count, source: 'search_results', brand };
  });
}

/** countInResults, with the estimator asked for the chains the results cannot count. */
export async function countAcrossResults(
  places: readonly Place[],
  estimator: LocationEstimator | null,
): Promise<LocationCount[]> {
  const out = countInResults(places);
  if (!estimator) return out;
  const wanted = [...new Set(out.filter((c) => c.source === 'unknown' && c.brand).map((c) => c.brand!))];
  if (!wanted.length) return out;
  try {
    const estimates = await estimator.estimate(wanted, areaOf(places));
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
