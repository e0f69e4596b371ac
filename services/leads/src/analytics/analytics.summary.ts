import { FIT_DECISIONS, type AnalyticsSummary, type Lead } from '@leadgen/contracts';

export const RATING_BUCKETS = ['high', 'medium', 'low', 'no_rating'] as const;
export const REVIEW_BUCKETS = ['0', '1-20', '21-99', '100-299', '300-999', '1000+'] as const;

export function ratingBucket(r: number | null | undefined): (typeof RATING_BUCKETS)[number] {
  if (r === null || r === undefined || r === 0) return 'no_rating';
  return r >= 4 ? 'high' : r >= 3 ? 'medium' : 'low';
}

export function reviewBucket(n: number | null | undefined): (typeof REVIEW_BUCKETS)[number] {
  if (!n || n <= 0) return '0';
  return n <= 20 ? '1-20' : n < 100 ? '21-99' : n < 300 ? '100-299' : n < 1000 ? '300-999' : '1000+';
}

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Summary of the leads a search returned: decisions (all three keys always present), cuisines,
 * ratings (high = 4.0 and up, medium 3.0-3.9, low under 3, no_rating), review counts in the
 * form's ranges (0, 1-20, 21-99, 100-299, 300-999, 1000+), and website and phone coverage in
 * percent with one decimal.
 */
export function summarize(leads: readonly Lead[]): AnalyticsSummary {
  const by_fit_decision: Record<string, number> = Object.fromEntries(FIT_DECISIONS.map((d) => [d, 0]));
  const by_cuisine: Record<string, number> = {};
  const rating_distribution: Record<string, number> = Object.fromEntries(RATING_BUCKETS.map((b) => [b, 0]));
  const review_distribution: Record<string, number> = Object.fromEntries(REVIEW_BUCKETS.map((b) => [b, 0]));
  let websites = 0;
  let phones = 0;
  for (const lead of leads) {
    by_fit_decision[lead.fit_decision] = (by_fit_decision[lead.fit_decision] ?? 0) + 1;
    by_cuisine[lead.cuisine_type] = (by_cuisine[lead.cuisine_type] ?? 0) + 1;
    rating_distribution[ratingBucket(lead.google_rating)]! += 1;
    review_distribution[reviewBucket(lead.review_count)]! += 1;
    if (lead.website) websites++;
    if (lead.phone) phones++;
  }
  const sortedCuisines = Object.fromEntries(
    Object.entries(by_cuisine).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  );
  return {
    by_fit_decision,
    by_cuisine: sortedCuisines,
    rating_distribution,
    review_distribution,
    website_coverage: pct(websites, leads.length),
    phone_coverage: pct(phones, leads.length),
  };
}
