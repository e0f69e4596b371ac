import { parsePhoneNumber } from 'awesome-phonenumber';
import { CONTACT_EMAIL_PATTERN, type SavedContactKind } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';

/** A contact's value as kept, the key that tells it from the others of its kind, and a phone as a rep dials it. */
export interface KeptValue {
  value: string;
  key: string;
  display: string | null;
}

export const EMAIL_INVALID = 'Email must be a valid email address';
export const PHONE_INVALID = 'Phone must be a valid phone number';
export const NAME_REQUIRED = 'Name is required';

/** A phone as E.164 and as a rep would dial it; US numbers may be typed without +1. Null when it is no phone. */
export function phoneOf(raw: string): { e164: string; display: string } | null {
  const parsed = parsePhoneNumber(raw.trim(), { regionCode: 'US' });
  if (!parsed.valid) return null;
  return { e164: parsed.number.e164, display: parsed.number.national };
}

/** A name folded: accents, case, punctuation and spacing do not make another person ("José  Núñez" is "jose nunez"). */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key of a contact already kept in its form (email lower-cased, phone E.164, name as written). */
export function keyOf(kind: SavedContactKind, value: string): string {
  if (kind === 'person') return foldName(value);
  return value.trim().toLowerCase();
}

/**
 * A value the rep typed, checked for its kind: an email must be one, a phone must parse (kept as
 * E.164). Refused with 400 naming the field, in the words the form shows.
 */
export function checkedValue(kind: SavedContactKind, raw: string, field = 'value'): KeptValue {
  const text = raw.trim();
  if (kind === 'email') {
    if (!CONTACT_EMAIL_PATTERN.test(text)) throw invalid(field, EMAIL_INVALID);
    const value = text.toLowerCase();
    return { value, key: value, display: null };
  }
  if (kind === 'phone') {
    const phone = phoneOf(text);
    if (!phone) throw invalid(field, PHONE_INVALID);
    return { value: phone.e164, key: phone.e164.toLowerCase(), display: phone.display };
  }
  const key = foldName(text);
  if (!key) throw invalid(field, NAME_REQUIRED);
  return { value: text, key, display: null };
}

/** The email or phone a rep keeps with a person, checked as their own kind; null clears it. */
export function checkedExtra(kind: 'email' | 'phone', raw: string | null): string | null {
  if (raw === null || !raw.trim()) return null;
  return checkedValue(kind, raw, kind).value;
}

function invalid(field: string, message: string) {
  return rpcError('VALIDATION_FAILED', message, { [field]: [message] });
}
