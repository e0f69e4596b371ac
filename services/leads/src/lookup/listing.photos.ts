import type { LeadDataSource } from '@leadgen/contracts';

/**
 * Google Places lists at most 10 photos of a place, so a Google listing showing 10 may have many
 * more: the lookup says so, and the checklist reads 10 as '10+'.
 */
export const GOOGLE_PHOTOS_LISTED_AT_MOST = 10;

/** The most photos a listing's source shows; null where the source counts every photo. */
export function photosListedAtMost(source: LeadDataSource | undefined): number | null {
  return source === 'google' ? GOOGLE_PHOTOS_LISTED_AT_MOST : null;
}
