/*
 * Who signs a pitch: the offer's sender when that is a person's name. A demo or quick sign-up names
 * the account after its email ("e2e@example.com" becomes "E2e"), and that name can reach the offer
 * through the form's default; a pitch signed "E2e" reads as a bot, so such a name is left out and the
 * pitch speaks for the company only.
 */
import type { Offer } from '@leadgen/contracts';

/** The words of an email's local part: "maria.lopez+leads" -> ["maria", "lopez", "leads"]. */
const localWords = (email: string) =>
  (email.split('@')[0] ?? '')
    .toLowerCase()
    .split(/[._+-]+/)
    .filter(Boolean);

/**
 * True when `name` is not a person's name to sign with: blank, the company's team ("The TableTech
 * team"), with digits or an @ in it (a slug or an address), or one word taken from the account's
 * email ("E2e", "Bench" of bench-pitches@…).
 */
export function madeFromAccount(name: string, email: string | null | undefined): boolean {
  const n = name.trim();
  if (!n || /^the .+ team$/i.test(n)) return true;
  if (/[\d@_/]/.test(n)) return true;
  const words = n.toLowerCase().split(/\s+/);
  const local = localWords(email ?? '');
  if (words.length === 1 && local.length && (words[0] === local[0] || words[0] === local.join(''))) return true;
  return false;
}

/** The offer as a pitch signs it: its sender kept when a person's name, else nobody by name (the company signs). */
export function signedOffer(offer: Offer, email: string | null | undefined): Offer {
  if (!madeFromAccount(offer.sender_name, email)) return offer;
  return { ...offer, sender_name: '', sender_title: '' };
}
