import {
  DIAGNOSTIC_THRESHOLDS as T,
  GRADE_LABELS as G,
  type DiagnosticResponse,
  type LeadLookupResponse,
} from '@leadgen/contracts';
import { photosItem, responseRateNote } from './google-data.wording.js';

type GoogleData = DiagnosticResponse['google_data'];

export const gradeReviews = (n: number | null) =>
  n === null ? null : n >= T.strongReviewCount ? G.strong : G.needsImprovement;
export const gradeRating = (r: number | null) =>
  r === null ? null : r >= T.excellentRating ? G.excellent : G.needsImprovement;
export const gradeResponseRate = (pct: number | null) =>
  pct === null ? null : pct >= T.goodResponseRate ? G.good : G.needsImprovement;

/** Listing attributes a complete profile fills: phone, website, hours, address, cuisine, photos, social. */
const ATTRIBUTES = 7;

/**
 * google_data from the leads service's listing, graded: 1000+ reviews is strong, 4.6+ stars is
 * excellent, 50%+ of reviews answered is good, professional photos count out of 20 (from Google
 * Places, which lists 10 at most: the count, 10 as '10+'). Google gives no response rate: it says so.
 */
export function googleDataFrom(lookup: LeadLookupResponse | null, unavailableReason: string | null): GoogleData {
  const empty = (status: 'not_found' | 'unavailable', note: string | null): GoogleData => ({
    review_count: null,
    rating: null,
    review_response_rate: null,
    professional_photos: null,
    attributes_filled: null,
    grades: { review_count: null, rating: null, review_response_rate: null, professional_photos: null },
    review_response_rate_note: null,
    status,
    note,
    matched_name: null,
    data_source: lookup?.data_source ?? null,
  });
  if (!lookup) return empty('unavailable', unavailableReason);
  const l = lookup.listing;
  if (!lookup.found || !l) return empty('not_found', lookup.note);
  const responsePct = l.review_response_rate === null ? null : Math.round(l.review_response_rate * 100);
  const photos = photosItem(l.photo_count, l.photos_listed_at_most);
  const filled = [
    l.phone,
    l.website,
    l.has_hours || null,
    l.address,
    l.cuisine_type,
    (l.photo_count ?? 0) > 0 || null,
    l.social_links?.facebook || l.social_links?.instagram,
  ].filter(Boolean).length;
  return {
    review_count: l.review_count,
    rating: l.rating,
    review_response_rate: responsePct,
    professional_photos: photos.count,
    ...(photos.atLeast === null ? {} : { professional_photos_at_least: photos.atLeast }),
    attributes_filled: `${filled}/${ATTRIBUTES}`,
    grades: {
      review_count: gradeReviews(l.review_count),
      rating: gradeRating(l.rating),
      review_response_rate: gradeResponseRate(responsePct),
      professional_photos: photos.text,
    },
    review_response_rate_note: responseRateNote(lookup.data_source.provider, responsePct),
    status: 'found',
    note: `Matched "${l.name}" (${l.address}) by ${lookup.matched_by === 'domain' ? 'website domain' : 'name'} in ${lookup.data_source.label}.`,
    matched_name: l.name,
    data_source: lookup.data_source,
  };
}

/** Recommendations from the graded Google figures. */
export function googleRecommendations(g: GoogleData): string[] {
  const out: string[] = [];
  if (g.review_count !== null && g.review_count < T.strongReviewCount)
    out.push(
      `Grow Google reviews: ${g.review_count.toLocaleString('en-US')} so far, ${T.strongReviewCount.toLocaleString('en-US')}+ is strong.`,
    );
  if (g.rating !== null && g.rating < T.excellentRating)
    out.push(`Lift the ${g.rating.toFixed(1)}★ Google rating toward ${T.excellentRating}★ (excellent).`);
  if (g.review_response_rate !== null && g.review_response_rate < T.goodResponseRate)
    out.push(`Answer more Google reviews: ${g.review_response_rate}% answered, ${T.goodResponseRate}%+ is good.`);
  const photos = g.professional_photos;
  // From Google Places (which lists 10 at most) a listing showing fewer than 10 lacks photos; 10+ may not.
  if (photos !== null && g.professional_photos_at_least === false)
    out.push(`Add professional photos to the Google listing (${photos} listed).`);
  else if (photos !== null && g.professional_photos_at_least === undefined && photos < T.professionalPhotosOutOf)
    out.push(`Add professional photos to the Google listing (${photos}/${T.professionalPhotosOutOf}).`);
  return out;
}
