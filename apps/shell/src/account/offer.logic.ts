import {
  OFFER_CATEGORIES,
  OFFER_CATEGORY_LABELS,
  type Offer,
  type OfferCategory,
  type StoredOffer,
} from '@leadgen/contracts';

/** At most this many value points: the offer's schema says so too. */
export const MAX_VALUE_POINTS = 5;

export const OFFER_MESSAGES = {
  saved: 'What I sell is saved. Every pitch now speaks for it.',
  savedForTeam:
    'What I sell is saved for your team. Every rep without an offer of their own now pitches it, as themselves.',
  cleared: 'What I sell is cleared. Pitches now speak for your company plainly.',
  clearedToTeam: "Your own offer is cleared. Pitches now speak for your team's offer, with you as the sender.",
  saveFailed: 'What I sell could not be saved',
  clearFailed: 'What I sell could not be cleared',
  loadFailed: 'What I sell could not be loaded',
  fixFields: 'Please fix the fields marked above.',
} as const;

export interface ValuePointForm {
  text: string;
  proof: string;
}

/** The 'What I sell' form as the rep edits it: every field as text, the category '' until chosen. */
export interface OfferForm {
  company_name: string;
  product_name: string;
  category: OfferCategory | '';
  value_points: ValuePointForm[];
  suits: string;
  call_to_action: string;
  sender_name: string;
  sender_title: string;
  website_url: string;
}

/** A field's place in the form: 'product_name', 'value_points', 'value_points.2.proof'. */
export type OfferFieldErrors = Record<string, string>;

/** A new offer's form from the rep's profile: their company, its website and their name. */
export function offerFormFromProfile(
  profile: {
    company_name?: string | null;
    company_website?: string | null;
    first_name?: string;
    last_name?: string;
  } | null,
): OfferForm {
  return emptyOfferForm({
    company_name: profile?.company_name,
    website_url: profile?.company_website,
    sender_name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
  });
}

/**
 * What a rep with no offer starts from: one empty value point, and the company, its website and
 * the rep's name from the profile (given at sign-up).
 */
export function emptyOfferForm(
  defaults: { company_name?: string | null; website_url?: string | null; sender_name?: string } = {},
): OfferForm {
  return {
    company_name: defaults.company_name ?? '',
    product_name: '',
    category: '',
    value_points: [{ text: '', proof: '' }],
    suits: '',
    call_to_action: '',
    sender_name: defaults.sender_name ?? '',
    sender_title: '',
    website_url: defaults.website_url ?? '',
  };
}

export function formFromOffer(offer: StoredOffer | Offer): OfferForm {
  return {
    company_name: offer.company_name,
    product_name: offer.product_name,
    category: offer.category,
    value_points: offer.value_points.map((p) => ({ text: p.text, proof: p.proof ?? '' })),
    suits: offer.suits ?? '',
    call_to_action: offer.call_to_action,
    sender_name: offer.sender_name,
    sender_title: offer.sender_title ?? '',
    website_url: offer.website_url ?? '',
  };
}

/**
 * The offer the form sends, trimmed; an empty proof or website is none. A value point left
 * wholly empty (an added row not filled in) is not sent; the server judges the rest, and an
 * unchosen category reaches it as '' so that its message names the category.
 */
export function offerFromForm(form: OfferForm): Offer {
  const points = form.value_points
    .map((p) => ({ text: p.text.trim(), proof: p.proof.trim() }))
    .filter((p) => p.text || p.proof)
    .map((p) => ({ text: p.text, proof: p.proof || null }));
  return {
    company_name: form.company_name.trim(),
    product_name: form.product_name.trim(),
    category: form.category as OfferCategory,
    value_points: points,
    suits: form.suits.trim(),
    call_to_action: form.call_to_action.trim(),
    sender_name: form.sender_name.trim(),
    sender_title: form.sender_title.trim(),
    website_url: form.website_url.trim() || null,
  };
}

/** Another empty value point, while there are fewer than MAX_VALUE_POINTS. */
export function addValuePoint(form: OfferForm): OfferForm {
  if (form.value_points.length >= MAX_VALUE_POINTS) return form;
  return { ...form, value_points: [...form.value_points, { text: '', proof: '' }] };
}

/** Removes one value point; the last one stays (an offer has at least one), emptied. */
export function removeValuePoint(form: OfferForm, index: number): OfferForm {
  const rest = form.value_points.filter((_, i) => i !== index);
  return { ...form, value_points: rest.length > 0 ? rest : [{ text: '', proof: '' }] };
}

export function setValuePoint(form: OfferForm, index: number, key: keyof ValuePointForm, value: string): OfferForm {
  return { ...form, value_points: form.value_points.map((p, i) => (i === index ? { ...p, [key]: value } : p)) };
}

/**
 * The server's field messages, by the form's field: its paths may carry the request's wrappers
 * ('body.offer.product_name', 'offer.value_points.0.text'); the first message of each field shows.
 * A value point's index is the sent list's, which `offerFromForm` keeps in the form's order once
 * empty rows are left out, so `sentIndexes` maps it back to the row the rep sees.
 */
export function offerFieldErrors(
  fields: Record<string, string[]> | undefined,
  sentIndexes: number[] = [],
): OfferFieldErrors {
  const errors: OfferFieldErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const first = messages[0];
    if (!first) continue;
    const parts = path.split('.');
    while (parts[0] === 'body' || parts[0] === 'offer') parts.shift();
    if (parts[0] === 'value_points' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      parts[1] = String(sentIndexes[Number(parts[1])] ?? Number(parts[1]));
    }
    const key = parts.join('.') || 'offer';
    errors[key] ??= first;
  }
  return errors;
}

/** The rows of the form that are sent, in order: the index each sent value point has on screen. */
export function sentPointIndexes(form: OfferForm): number[] {
  return form.value_points.flatMap((p, i) => (p.text.trim() || p.proof.trim() ? [i] : []));
}

/** The category choices, as a rep reads them. */
export const CATEGORY_OPTIONS: readonly { value: OfferCategory; label: string }[] = OFFER_CATEGORIES.map((value) => ({
  value,
  label: OFFER_CATEGORY_LABELS[value],
}));
