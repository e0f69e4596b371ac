import type { OpenedSource } from '@leadgen/contracts';

/** When a restaurant opened (or opens), and what says so. */
export interface EstablishedEvidence {
  /** Epoch ms: the opening day (UTC midnight) or the first review's time. */
  at: number;
  source: OpenedSource;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Google's Date ({ year, month, day }) as UTC midnight; null when any part is missing or out of range. */
export function googleDate(v: unknown): number | null {
  if (!isRecord(v)) return null;
  const year = int(v.year);
  const month = int(v.month);
  const day = int(v.day);
  if (year === null || month === null || day === null || year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const t = Date.UTC(year, month - 1, day);
  return new Date(t).getUTCDate() === day ? t : null;
}

/** Whether Google lists the place as announced but not open yet. */
export const isFutureOpening = (place: Record<string, unknown>): boolean => place.businessStatus === 'FUTURE_OPENING';

/**
 * The oldest review's time, but only when the listing shows every review it has (userRatingCount
 * no more than the reviews returned; Google returns at most 5). A restaurant is reviewed only once
 * it serves, so its very first review dates the opening to within weeks; when some reviews are not
 * shown, the oldest one shown may be far younger than the restaurant and says nothing.
 */
export function firstReviewTime(reviews: unknown, userRatingCount: unknown): number | null {
  if (!Array.isArray(reviews) || reviews.length === 0) return null;
  const count = int(userRatingCount);
  if (count === null || count < 1 || count > reviews.length) return null;
  let first: number | null = null;
  for (const r of reviews) {
    const t = isRecord(r) && typeof r.publishTime === 'string' ? Date.parse(r.publishTime) : NaN;
    if (!Number.isFinite(t)) return null; // an undated review could be the oldest: no evidence
    if (first === null || t < first) first = t;
  }
  return first;
}

/**
 * The dated evidence of when a Google place opened: the announced opening date of a FUTURE_OPENING
 * place, else the first review of a listing that shows all its reviews; null (unknown) otherwise.
 */
export function googleEstablished(place: Record<string, unknown>): EstablishedEvidence | null {
  if (isFutureOpening(place)) {
    const at = googleDate(place.openingDate);
    return at === null ? null : { at, source: 'google_opening_date' };
  }
  const at = firstReviewTime(place.reviews, place.userRatingCount);
  return at === null ? null : { at, source: 'first_review' };
}
