import type { Lead, SavedMark, WatchChange } from '@leadgen/contracts';
import { savedMarkText } from '../../save/save-leads.logic.js';
import { formatShortDay } from '../../shared/dates.logic.js';

/** What a change's card offers: one click to save it, who has it already, or nothing (a closed place). */
export type ChangeAction =
  | { kind: 'save' }
  | { kind: 'saved'; text: string }
  | { kind: 'teammate'; text: string; title: string }
  | { kind: 'none' };

export function changeAction(change: Pick<WatchChange, 'kind' | 'lead' | 'saved' | 'teammate'>): ChangeAction {
  if (change.saved) return { kind: 'saved', text: savedMarkText(change.saved) };
  const teammate = change.teammate?.trim();
  if (teammate)
    return {
      kind: 'teammate',
      text: `${teammate}'s lead`,
      title: `${teammate} already works this place: it is their lead. An admin can reassign it.`,
    };
  if (change.kind === 'closed' || !change.lead) return { kind: 'none' };
  return { kind: 'save' };
}

/** 'found Dec 5': when the watch found the change ('' when the time cannot be read). */
export function foundText(change: Pick<WatchChange, 'detected_at'>, timeZone?: string): string {
  const day = formatShortDay(change.detected_at, timeZone);
  return day ? `found ${day}` : '';
}

/** The lead one click saves: the lead as the run found it, with the change's place id when it lacks one. */
export function leadToSave(change: Pick<WatchChange, 'lead' | 'place_id'>): Lead | null {
  if (!change.lead) return null;
  return { ...change.lead, place_id: change.lead.place_id || change.place_id };
}

/** The changes with the marks of the places just saved (a place may be in more than one change). */
export function withChangeMarks<C extends Pick<WatchChange, 'place_id' | 'saved'>>(
  changes: readonly C[],
  marks: ReadonlyMap<string, SavedMark>,
): C[] {
  return changes.map((c) => {
    const mark = marks.get(c.place_id);
    return mark ? { ...c, saved: mark } : c;
  });
}
