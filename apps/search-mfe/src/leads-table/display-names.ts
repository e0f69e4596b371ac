import * as contracts from '@leadgen/contracts';

/**
 * The one name of each cuisine and fit decision (contracts' helpers, which the services' CSVs use
 * too). A shell built before those helpers shares an older contracts module without them: the rows
 * then read the stored value as words rather than failing.
 */
const shared = contracts as Partial<Pick<typeof contracts, 'cuisineDisplayName' | 'fitDecisionName'>>;

/** Without the shared helpers: the stored value with its underscores as spaces ('food truck'), still readable. */
const plain = (value: string | null | undefined): string => (value ?? '').replace(/_/g, ' ').trim();

/** 'bbq' -> 'BBQ', 'breakfast_brunch' -> 'Breakfast & Brunch'. */
export function cuisineName(value: string | null | undefined): string {
  return typeof shared.cuisineDisplayName === 'function' ? shared.cuisineDisplayName(value) : plain(value);
}

/** 'good_fit' -> 'Good fit'. */
export function fitName(decision: string | null | undefined): string {
  return typeof shared.fitDecisionName === 'function' ? shared.fitDecisionName(decision) : plain(decision);
}
