import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@leadgen/contracts';

type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a key does on the My Leads list. */
export type ListKeyAction =
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'open' }
  | { kind: 'note' }
  | { kind: 'status'; status: LeadStatus }
  | { kind: 'toggle' }
  | { kind: 'filter' }
  | { kind: 'help' };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Where the key was typed: a key typed into a field is the field's, never a shortcut. */
  target?: { tagName?: string; isContentEditable?: boolean } | null;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The keys and what they do, as the '?' sheet lists them. */
export const MY_LEADS_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'j or ↓', does: 'Next lead' },
  { keys: 'k or ↑', does: 'Previous lead' },
  { keys: 'Enter or o', does: "Open the lead's panel" },
  { keys: 'n', does: 'Add a note to the lead' },
  ...LEAD_STATUSES.map((s, i) => ({ keys: String(i + 1), does: `Set the status to ${LEAD_STATUS_LABELS[s]}` })),
  { keys: 'x', does: 'Select or unselect the lead' },
  { keys: '/', does: 'Search your saved leads' },
  { keys: '?', does: 'Show these keys' },
];

/** The action of a key pressed on the list, or null when it is not a shortcut (typed in a field, with Ctrl, Alt or Cmd). */
export function listKeyAction(press: KeyPress): ListKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const t = press.target;
  const tag = (t?.tagName ?? '').toUpperCase();
  if (t && (TYPING.has(tag) || t.isContentEditable)) return null;
  // Enter on a focused button or link is that control's own click.
  if (press.key === 'Enter' && (tag === 'BUTTON' || tag === 'A')) return null;
  switch (press.key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'move', by: 1 };
    case 'k':
    case 'ArrowUp':
      return { kind: 'move', by: -1 };
    case 'Enter':
    case 'o':
      return { kind: 'open' };
    case 'n':
      return { kind: 'note' };
    case 'x':
      return { kind: 'toggle' };
    case '/':
      return { kind: 'filter' };
    case '?':
      return { kind: 'help' };
  }
  const n = Number(press.key);
  if (Number.isInteger(n) && n >= 1 && n <= LEAD_STATUSES.length)
    return { kind: 'status', status: LEAD_STATUSES[n - 1]! };
  return null;
}

/** The row a move lands on: the first row when none is active yet, never past either end. */
export function movedIndex(current: number | null, by: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current === null) return by === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + by));
}
