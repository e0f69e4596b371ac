import { DIAGNOSTIC_THRESHOLDS as T, type LeadDataSource } from '@leadgen/contracts';

/**
 * The photos item: how many the checklist counts, what it shows, and, where the source lists a
 * limited number (Google Places), whether the listing has that many or more (null elsewhere).
 */
export interface PhotosItem {
  count: number | null;
  atLeast: boolean | null;
  text: string | null;
}

/**
 * Photos from the listing. Where the source counts every photo, out of 20 ('14/20'). Google Places
 * lists 10 at most, so a Google listing showing 10 has 10 or more ('10+') and fewer shows the number
 * ('3'); a count out of 20 would grade every Google listing as lacking photos.
 */
export function photosItem(photoCount: number | null, listedAtMost: number | null | undefined): PhotosItem {
  if (photoCount === null) return { count: null, atLeast: null, text: null };
  if (!listedAtMost) {
    const count = Math.min(T.professionalPhotosOutOf, photoCount);
    return { count, atLeast: null, text: `${count}/${T.professionalPhotosOutOf}` };
  }
  const count = Math.min(listedAtMost, photoCount);
  const atLeast = count >= listedAtMost;
  return { count, atLeast, text: atLeast ? `${count}+` : String(count) };
}

/** The sources that never give how many reviews the owner answered, as the rep knows them. */
const NO_RESPONSE_RATE: Partial<Record<LeadDataSource, string>> = {
  google: 'Google Places',
  osm: 'OpenStreetMap',
};

/** Why a found listing shows no review response rate, instead of a blank: 'Not available from Google Places'. */
export function responseRateNote(source: LeadDataSource, rate: number | null): string | null {
  const name = NO_RESPONSE_RATE[source];
  return rate === null && name ? `Not available from ${name}` : null;
}
