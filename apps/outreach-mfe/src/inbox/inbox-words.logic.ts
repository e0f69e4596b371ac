import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind, type InboxMessage } from '@leadgen/contracts';
import { lowerFirst } from '../shared/words.logic.js';
import type { InboxFilter } from './inbox.logic.js';

/** A kind in words; one the shell's contracts do not know yet is said as the server named it. */
export function kindLabel(kind: string): string {
  const labels: Record<string, string | undefined> = INBOX_KIND_LABELS ?? {};
  return labels[kind] ?? kind;
}

/** The badge's colour: good news, bad news, or neither. */
export function kindTone(kind: InboxKind): 'good' | 'bad' | 'neutral' {
  if (kind === 'reply') return 'good';
  if (kind === 'hard_bounce' || kind === 'not_interested' || kind === 'opt_out') return 'bad';
  return 'neutral';
}

/** What the rep may say an answer actually is: every kind, in the order the product reads them. */
export function kindOptions(): { value: InboxKind; label: string }[] {
  return (INBOX_KINDS ?? []).map((value) => ({ value, label: kindLabel(value) }));
}

/** Who wrote: the name when the message gave one, and the address. */
export function whoWords(message: Pick<InboxMessage, 'from' | 'from_name'>): { name: string; address: string | null } {
  const name = message.from_name?.trim();
  return name && name.toLowerCase() !== message.from.toLowerCase()
    ? { name, address: message.from }
    : { name: message.from, address: null };
}

/** Text past this many characters, or lines, is clamped behind 'Show more'. */
const CLAMP_CHARS = 280;
const CLAMP_LINES = 4;
export function isLong(text: string): boolean {
  return text.length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
}

/** The words when the list is empty, by filter. */
export function emptyWords(filter: InboxFilter): string {
  if (filter === 'unread') return 'No unread answers.';
  if (filter === 'replies') return 'No replies yet.';
  return 'No answers yet. Replies, out-of-office notes and bounces to your emails show here.';
}

/** What an override did: the new kind, and what the product did about it. */
export function overrideWords(message: Pick<InboxMessage, 'kind' | 'action'>): string {
  const action = message.action.trim().replace(/\.$/, '');
  return `Marked as ${kindLabel(message.kind)}${action ? `: ${lowerFirst(action)}` : ''}`;
}

/** 'Write back' to whoever answered; 'Write to Maria' when their reply points the rep to a colleague. */
export function writeBackLabel(message: Pick<InboxMessage, 'asks'>): string {
  const asks = message.asks;
  if (asks?.kind !== 'referral') return 'Write back';
  return `Write to ${asks.name?.trim().split(/\s+/)[0] || asks.address}`;
}
