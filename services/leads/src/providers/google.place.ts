import { cuisineOption, cuisineValue, type AddressParts } from '@leadgen/contracts';
import { fromGooglePeriods, type GooglePeriod } from '../places/place.hours.js';
import { splitUsAddress } from '../places/place.address.js';
import { googleEstablished, isFutureOpening } from '../places/place.established.js';
import type { Place } from '../places/place.model.js';
import type { ProviderQuery } from './lead.provider.js';
import { isRecord, num, str } from './upstream.http.js';
/**
 * The catalogue cuisine a Google place type names ('italian_restaurant' -> 'italian'), or null for
 * the rest ('food', 'point_of_interest'). Google uses a few hundred types and a search reads each
 * place's four or five, so the answer is kept per type.
 */
const typeCuisines = new Map<string, string | null>();
function cuisineOfType(type: string): string | null {
  let cuisine = typeCuisines.get(type);
  if (cuisine === undefined) {
    const value = cuisineValue(type);
    cuisine = value && cuisineOption(value) ? value : null;
    if (typeCuisines.size < 2_000) typeCuisines.set(type, cuisine);
  }
  return cuisine;
}

/**
 * The parts of a place's address: Google's postal address (street lines, city, state code, ZIP);
 * what it lacks is read from the formatted address.
 */
function addressParts(p: Record<string, unknown>, formatted: string): AddressParts {
  const postal = isRecord(p.postalAddress) ? p.postalAddress : null;
  if (!postal) return splitUsAddress(formatted);
  const lines = Array.isArray(postal.addressLines) ? postal.addressLines.filter((l) => typeof l === 'string') : [];
  const parts: AddressParts = {
    street: lines.length ? lines.join(', ') : null,
    city: str(postal.locality),
    state: str(postal.administrativeArea),
    zip: str(postal.postalCode),
  };
  if (parts.street && parts.city && parts.state && parts.zip) return parts;
  const split = splitUsAddress(formatted);
  return {
    street: parts.street ?? split.street,
    city: parts.city ?? split.city,
    state: parts.state ?? split.state,
    zip: parts.zip ?? split.zip,
  };
}

/**
 * Maps one entry of places[] to a Place; null for entries without an id or a name, or closed for
 * good (a watch's run keeps those, marked closed, to tell the rep).
 */
export function placeFromGoogle(p: unknown, query: ProviderQuery): Place | null {
  if (!isRecord(p)) return null;
  const id = str(p.id);
  const name = isRecord(p.displayName) ? str(p.displayName.text) : null;
  if (!id || !name) return null;
  const closed = p.businessStatus === 'CLOSED_PERMANENTLY';
  if (closed && !query.watch) return null;
  const formatted = (str(p.formattedAddress) ?? '').replace(/,\s*(USA|United States)$/i, '');
  const parts = addressParts(p, formatted);
  const types = Array.isArray(p.types) ? p.types.filter((t): t is string => typeof t === 'string') : [];
  const primary = str(p.primaryType);
  const typed = [primary, ...types].map((t) => (t ? cuisineOfType(t) : null)).find((v) => v !== null);
  const hoursObj = isRecord(p.regularOpeningHours) ? p.regularOpeningHours : null;
  const hours = fromGooglePeriods(
    hoursObj && Array.isArray(hoursObj.periods) ? (hoursObj.periods as GooglePeriod[]) : undefined,
  );
  const rating = num(p.rating);
  const reviews = num(p.userRatingCount);
  const offset = num(p.utcOffsetMinutes);
  // The place's own zone (IANA id, in the API since 2025) keeps open-now and best time right across DST.
  const zone = isRecord(p.timeZone) ? str(p.timeZone.id) : null;
  const established = googleEstablished(p);
  return {
    place_id: id,
    source: 'google',
    name,
    cuisine_type: typed ?? query.cuisine ?? 'restaurant',
    address: formatted || [parts.street, parts.city, parts.state].filter(Boolean).join(', '),
    address_parts: parts,
    rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
    review_count: reviews !== null && reviews >= 0 ? Math.round(reviews) : null,
    phone: str(p.nationalPhoneNumber),
    website: str(p.websiteUri),
    hours,
    clock: zone ? { timeZone: zone } : offset === null ? null : { utcOffsetMinutes: offset },
    brand: null,
    brand_id: null,
    opened_at: established?.at ?? null,
    opened_source: established?.source ?? null,
    opening_soon: isFutureOpening(p),
    domain_registered_at: null,
    review_response_rate: null,
    // Google lists 10 photos at most and leaves out `photos` when a place has none; unknown when not asked.
    photo_count: query.photos ? (Array.isArray(p.photos) ? p.photos.length : 0) : null,
    ...(closed ? { closed: true } : {}),
  };
}
