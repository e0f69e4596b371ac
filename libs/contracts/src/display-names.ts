import { CUISINES } from './cuisines.js';

/**
 * One name for each cuisine and fit decision wherever a rep reads it: the search form's dropdown,
 * the tables, Analytics and every CSV. Browser-safe (no zod), so the remotes and the services
 * import the same words.
 */

const CUISINE_NAMES = new Map(CUISINES.map((c) => [c.value, c.display_name]));

const FIT_DECISION_NAMES: Record<string, string> = {
  good_fit: 'Good fit',
  marginal_fit: 'Marginal fit',
  bad_fit: 'Bad fit',
};

/** The words of a stored value outside the catalogue: 'food_truck' -> 'Food Truck'. */
function titleWords(value: string): string {
  return value
    .replace(/_/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** 'bbq' -> 'BBQ', 'breakfast_brunch' -> 'Breakfast & Brunch' (the dropdown's name); '' stays ''. */
export function cuisineDisplayName(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return CUISINE_NAMES.get(v) ?? CUISINE_NAMES.get(v.toLowerCase()) ?? titleWords(v);
}

/** 'good_fit' -> 'Good fit', 'marginal_fit' -> 'Marginal fit', 'bad_fit' -> 'Bad fit'; '' stays ''. */
export function fitDecisionName(decision: string | null | undefined): string {
  const d = (decision ?? '').trim();
  if (FIT_DECISION_NAMES[d]) return FIT_DECISION_NAMES[d]!;
  const words = d.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
