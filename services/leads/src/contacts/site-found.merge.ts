import type { SavedContactKind, SiteContacts } from '@leadgen/contracts';
import { foldName, keyOf } from './contact-value.js';

/** A contact found on the site ('Find contacts'), in the form it is kept in. */
export interface FoundContact {
  kind: SavedContactKind;
  value: string;
  key: string;
  display: string | null;
  label: string;
  disposable: boolean;
  pageUrl: string;
  evidence: string;
}

/** What is already kept of a kind and key: the rep's own, a corrected one, a removed one or one a read found. */
export interface KeptContact {
  kind: SavedContactKind;
  valueKey: string;
  source: 'site' | 'rep';
  edited: boolean;
  removedAt?: Date | null;
}

/** The people, emails and phones of a read, each once (the first page that showed it is its evidence). */
export function foundContacts(read: SiteContacts): FoundContact[] {
  const all: FoundContact[] = [
    ...read.people.map((p) => ({
      kind: 'person' as const,
      value: p.name.trim(),
      key: foldName(p.name),
      display: null,
      label: p.role,
      disposable: false,
      pageUrl: p.page_url,
      evidence: p.evidence,
    })),
    ...read.emails.map((e) => ({
      kind: 'email' as const,
      value: e.address.trim().toLowerCase(),
      key: keyOf('email', e.address),
      display: null,
      label: e.kind,
      disposable: e.disposable,
      pageUrl: e.page_url,
      evidence: e.evidence,
    })),
    ...read.phones.map((p) => ({
      kind: 'phone' as const,
      value: p.e164,
      key: keyOf('phone', p.e164),
      display: p.display,
      label: p.kind,
      disposable: false,
      pageUrl: p.page_url,
      evidence: p.evidence,
    })),
  ];
  const seen = new Set<string>();
  return all.filter((c) => {
    const id = `${c.kind}:${c.key}`;
    if (!c.key || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What a new read does to the contacts kept: it adds what is not kept yet; it refreshes the evidence
 * of a contact an earlier read found, as the site shows it now; and it leaves alone a contact the rep
 * added or corrected, and one the rep removed (a read never brings it back).
 */
export function mergeFound<K extends KeptContact>(
  found: FoundContact[],
  kept: K[],
): { added: FoundContact[]; refreshed: Array<{ kept: K; found: FoundContact }> } {
  const byKey = new Map(kept.map((k) => [`${k.kind}:${k.valueKey}`, k]));
  const added: FoundContact[] = [];
  const refreshed: Array<{ kept: K; found: FoundContact }> = [];
  for (const f of found) {
    const k = byKey.get(`${f.kind}:${f.key}`);
    if (!k) added.push(f);
    else if (k.source === 'site' && !k.edited && !k.removedAt) refreshed.push({ kept: k, found: f });
  }
  return { added, refreshed };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The history line of a read: "Contacts read from the website: 2 emails, 1 phone, 1 person (3 new)". */
export function foundSummary(found: FoundContact[], added: number, siteNote: string | null): string {
  const count = (kind: SavedContactKind) => found.filter((c) => c.kind === kind).length;
  const parts = [
    count('email') ? plural(count('email'), 'email', 'emails') : '',
    count('phone') ? plural(count('phone'), 'phone', 'phones') : '',
    count('person') ? plural(count('person'), 'person', 'people') : '',
  ].filter(Boolean);
  if (!parts.length) return `Contacts read from the website: none found${siteNote ? ` (${siteNote})` : ''}`;
  return `Contacts read from the website: ${parts.join(', ')}${added ? ` (${added} new)` : ' (nothing new)'}`;
}
