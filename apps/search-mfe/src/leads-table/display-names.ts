import * as contracts from '@leadgen/contracts';

/**
 * The one name of each cuisine and fit decision (contracts' helpers, which the services' CSVs use
 * too). A shell built before those helpers shares an older contracts module without them: the rows
 * then read the stored value as words rather than failing.
 */
const shared = contracts as Partial<Pick<typeof contracts, 'cuisineDisplayName' | 'fitDecisionName'>>;

function words(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/_/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** 'bbq' -> 'BBQ', 'breakfast_brunch' -> 'Breakfast & Brunch'. */
export function cuisineName(value: string | null | undefined): string {
  return typeof shared.cuisineDisplayName === 'function' ? shared.cuisineDisplayName(value) : words(value);
}

/** 'good_fit' -> 'Good fit'. */
export function fitName(decision: string | null | undefined): string {
  if (typeof shared.fitDecisionName === 'function') return shared.fitDecisionName(decision);
  const w = (decision ?? '').replace(/_/g, ' ').trim();
  return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
}
