import { demoSiteViewPath, FIT_THRESHOLDS, type CuisineOption, type Lead, type Pitch } from '@leadgen/contracts';
import { formatCount } from '@leadgen/ui';
import { cuisineName, fitName } from './display-names.js';

export type Tone = 'green' | 'yellow' | 'red' | 'grey';

/** Fit-decision badge: good_fit green, marginal_fit yellow, bad_fit red, anything else grey. */
export function fitBadge(decision: string | null | undefined): { tone: Tone; text: string } {
  const value = decision ?? '';
  const tone: Tone =
    value === 'good_fit' ? 'green' : value === 'marginal_fit' ? 'yellow' : value === 'bad_fit' ? 'red' : 'grey';
  return { tone, text: fitName(value) };
}

/** The cuisine as the search form's dropdown names it: "bbq" -> "BBQ"; "" stays "". */
export function formatCuisine(value: string | null | undefined): string {
  return cuisineName(value);
}

/** Colour of a 0-100 score: green at 70 or more, yellow at 50 or more, otherwise red. */
export function scoreTone(score: number): Exclude<Tone, 'grey'> {
  return score >= FIT_THRESHOLDS.good ? 'green' : score >= FIT_THRESHOLDS.marginal ? 'yellow' : 'red';
}

/** The Fit Score cell: the number (0 when missing), a bar width capped to 0-100 percent, and its colour. */
export function scoreBar(score: number | null | undefined): {
  value: number;
  percent: number;
  tone: Exclude<Tone, 'grey'>;
} {
  const value = typeof score === 'number' && Number.isFinite(score) ? score : 0;
  const percent = Math.max(0, Math.min(100, value));
  return { value, percent, tone: scoreTone(value) };
}

/** "4.6 (2,175)"-style parts, or null for 'No rating' (rating 0 or missing). */
export function ratingView(
  rating: number | null | undefined,
  reviews: number | null | undefined,
): { value: string; reviews: string } | null {
  if (!rating) return null;
  return { value: rating.toFixed(1), reviews: `(${formatCount(reviews ?? 0)})` };
}

export function locationsText(count: number | null | undefined): string {
  if (!count || count < 1) return 'Unknown';
  return `${formatCount(count)} ${count === 1 ? 'location' : 'locations'}`;
}

/** Digits and a leading + for a tel: link: "(512) 555-0113" -> "tel:5125550113". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export type HoursState = { kind: 'none' } | { kind: 'known'; openLine: 'Open now' | 'Closed now' | null };

/** 'View Hours' plus an open/closed line when the lead has hours; 'No hours available' otherwise. */
export function hoursState(hours: Lead['operating_hours']): HoursState {
  const hasText = !!hours && Array.isArray(hours.weekday_text) && hours.weekday_text.length > 0;
  const known = typeof hours?.is_open_now === 'boolean';
  if (!hasText && !known) return { kind: 'none' };
  return { kind: 'known', openLine: known ? (hours!.is_open_now ? 'Open now' : 'Closed now') : null };
}

export type PitchAction = 'view' | 'generate' | 'none';

/**
 * 'View Pitch' when a pitch exists, else 'Generate Pitch': a lead whose site cannot be read, or
 * that has none, still gets a pitch written from its listing.
 */
export function pitchAction(lead: Pick<Lead, 'pitch' | 'website'>): PitchAction {
  return lead.pitch ? 'view' : 'generate';
}

/**
 * Where 'Visit' opens a lead's website: the site itself, or in demo mode, for a demo lead, the demo
 * world's view of its fictional site on the app's own address.
 */
export function visitHref(website: string, demoMode: boolean): string {
  return (demoMode && demoSiteViewPath(website)) || website;
}

/** 'Diagnose' runs the Diagnostic Checklist on the lead's website; without one it is disabled and says why. */
export function diagnoseTitle(lead: Pick<Lead, 'name' | 'website'>): string {
  return lead.website?.trim()
    ? `Run the Diagnostic Checklist on ${lead.website.trim()}`
    : `${lead.name} has no website to diagnose.`;
}

/** A 0-1 confidence as a rounded percent: 0.347 -> 35. */
export function confidencePercent(score: number | null | undefined): number {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return Math.round(Math.max(0, Math.min(1, score)) * 100);
}

export const STRONG_MARKER = '★';
export const TRICKY_MARKER = '⚠';

/** Text of a cuisine option: a star for strong cuisines, a warning sign for tricky ones. */
export function cuisineOptionLabel(option: CuisineOption): string {
  if (option.category === 'strong') return `${option.display_name} ${STRONG_MARKER}`;
  if (option.category === 'tricky') return `${option.display_name} ${TRICKY_MARKER}`;
  return option.display_name;
}

/** A stable key for a lead in lists and busy-state sets. */
export function leadKey(lead: Pick<Lead, 'id' | 'place_id' | 'name' | 'address'>, index: number): string {
  return lead.id ?? lead.place_id ?? `${index}:${lead.name}:${lead.address}`;
}

/** The pitch fields as the pitch modal reads them, tolerating a partly filled pitch. */
/**
 * The cold email as it is sent: greeting, body and sign-off, a blank line apart (contracts' emailText,
 * said here because a shell built before it shares an older contracts module without it); '' for a
 * pitch kept before the email was written.
 */
function emailOf(email: Pitch['email'] | undefined): string {
  if (!email || typeof email.body !== 'string') return '';
  return [email.greeting, email.body, email.sign_off].map((s) => (typeof s === 'string' ? s.trim() : '')).join('\n\n');
}

export function pitchSections(pitch: Partial<Pitch>) {
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    key_insights: list(pitch.key_insights),
    pain_points: list(pitch.pain_points),
    opportunity_highlights: list(pitch.opportunity_highlights),
    email: emailOf(pitch.email),
    email_opener: text(pitch.email_opener),
    call_opener: text(pitch.call_opener),
    value_proposition: text(pitch.value_proposition),
    suggested_approach: text(pitch.suggested_approach),
  };
}
