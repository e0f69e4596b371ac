/*
 * The parts of a cold email both the pitch writer and the draft need: whom to greet, how the
 * greeting and the sign-off read, and the email put together. One place, so the draft a rep sends
 * greets and signs the way the pitch panel shows it.
 */
import type { PersonRole } from './contacts.js';
import type { PitchEmail } from './leads.js';

/**
 * Who is greeted by name: the one who decides on a purchase first, then whoever runs the house, then
 * the chef-owner. A chef alone or a manager is greeted only when nobody above is named.
 */
export const GREETING_ROLE_RANK: readonly PersonRole[] = [
  'Owner',
  'Co-owner',
  'Founder',
  'General Manager',
  'Chef/Owner',
  'Manager',
  'Chef',
];

const rankOf = (role: string | null): number => {
  const at = GREETING_ROLE_RANK.findIndex((r) => r.toLowerCase() === (role ?? '').trim().toLowerCase());
  return at < 0 ? GREETING_ROLE_RANK.length : at;
};

/** The person an email greets among those named with a role; null when nobody has one of the roles. */
export function personToGreet<P extends { role: string | null }>(people: readonly P[]): P | null {
  const ranked = people
    .map((p, i) => ({ p, i, rank: rankOf(p.role) }))
    .filter((x) => x.rank < GREETING_ROLE_RANK.length)
    .sort((a, b) => a.rank - b.rank || a.i - b.i);
  return ranked[0]?.p ?? null;
}

/** A chain location's name without its location ("Otis's Kitchen - Austin", "Blue Oven Crab Shack (Eastside)"). */
export const withoutLocation = (restaurant: string): string =>
  restaurant
    .replace(/\s+[-–—|]\s+[^-–—|]+$/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .trim() || restaurant;

/** How a name reads after "Hi", without its location or a leading 'The' ("The Copper Kettle - Downtown" -> "Copper Kettle"). */
export const teamNameOf = (restaurant: string): string =>
  withoutLocation(restaurant)
    .replace(/^the\s+/i, '')
    .trim();

/** "Hi Sofia," for a named person; "Hi Keller Harvest Diner team," otherwise (never 'Hi there at …'). */
export function greetingFor(person: { name: string } | null, restaurant: string, hello: 'Hi' | 'Hello' = 'Hi'): string {
  const first = person?.name.trim().split(/\s+/)[0];
  return first ? `${hello} ${first},` : `${hello} ${teamNameOf(restaurant)} team,`;
}

/** The sender as a sign-off names them. */
export interface EmailSender {
  name: string | null;
  title?: string | null;
  company?: string | null;
}

/** "Best,\nSam Rivera\nAccount Executive, TablePoint"; "Best,\nThe TablePoint team" without a name. */
export function signOffFor({ name, title, company }: EmailSender): string {
  const role = [title?.trim(), company?.trim()].filter(Boolean).join(', ');
  if (name?.trim()) return `Best,\n${name.trim()}${role ? `\n${role}` : ''}`;
  return company?.trim() ? `Best,\nThe ${company.trim()} team` : 'Best,';
}

/** The email as it is sent: greeting, body and sign-off, each separated by a blank line. */
export const emailText = (email: Pick<PitchEmail, 'greeting' | 'body' | 'sign_off'>): string =>
  [email.greeting, email.body, email.sign_off].map((s) => s.trim()).join('\n\n');
