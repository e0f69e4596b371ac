import type { Listing } from '../towns/town.listings.js';
import { addressComponents, formattedAddress, internationalPhone, postalAddress } from './places.address.js';
import { googlePeriods, utcOffsetMinutes, weekdayDescriptions } from './places.hours.js';
import { googlePhotos, googleReviews } from './places.media.js';
import { primaryTypeOf, typesOf } from './places.types.js';

/** A Place of the Places API (New) with every field this simulator knows; the field mask keeps what was asked for. */
export type GooglePlace = Record<string, unknown>;

const title = (type: string) =>
  type
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The calendar date `days` after `now` (UTC), in Google's Date shape. */
function dateAfter(now: Date, days: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Google's status of a place: closed for good, about to open, or open. */
function businessStatus(listing: Listing): string {
  if (listing.closed) return 'CLOSED_PERMANENTLY';
  return listing.opensInDays !== undefined ? 'FUTURE_OPENING' : 'OPERATIONAL';
}

/** One listing as Google answers it at `now` (the clock's offset and review dates depend on the day). */
export function googlePlace(listing: Listing, now: Date): GooglePlace {
  const { row, city, hours, id } = listing;
  const primaryType = primaryTypeOf(row.c);
  const future = listing.opensInDays !== undefined;
  const place: GooglePlace = {
    name: `places/${id}`,
    id,
    types: typesOf(row.c),
    nationalPhoneNumber: row.p,
    internationalPhoneNumber: row.p ? internationalPhone(row.p) : undefined,
    formattedAddress: formattedAddress(row, city),
    addressComponents: addressComponents(row, city),
    postalAddress: postalAddress(row, city),
    location: listing.position,
    rating: row.rc > 0 ? row.r : undefined,
    websiteUri: row.w,
    regularOpeningHours: hours
      ? { periods: googlePeriods(hours), weekdayDescriptions: weekdayDescriptions(hours) }
      : undefined,
    utcOffsetMinutes: utcOffsetMinutes(city.tz, now),
    timeZone: { id: city.tz },
    businessStatus: businessStatus(listing),
    openingDate: future ? dateAfter(now, listing.opensInDays!) : undefined,
    userRatingCount: row.rc > 0 ? row.rc : undefined,
    displayName: { text: row.n, languageCode: 'en' },
    primaryType,
    primaryTypeDisplayName: { text: title(primaryType), languageCode: 'en' },
    shortFormattedAddress: `${row.s}, ${city.name}`,
    reviews: googleReviews(listing, now),
    photos: googlePhotos(listing),
  };
  for (const [key, value] of Object.entries(place))
    if (value === undefined || (Array.isArray(value) && !value.length)) delete place[key];
  return place;
}

/** Every field a place can have here: what `*` and `places` in a field mask stand for. */
export const PLACE_FIELDS = [
  'name',
  'id',
  'types',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'formattedAddress',
  'addressComponents',
  'postalAddress',
  'location',
  'rating',
  'websiteUri',
  'regularOpeningHours',
  'utcOffsetMinutes',
  'timeZone',
  'businessStatus',
  'openingDate',
  'userRatingCount',
  'displayName',
  'primaryType',
  'primaryTypeDisplayName',
  'shortFormattedAddress',
  'reviews',
  'photos',
] as const;
