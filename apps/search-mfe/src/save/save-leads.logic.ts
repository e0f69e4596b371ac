import { LEAD_STATUS_LABELS, type Lead, type SavedLead, type SavedMark } from '@leadgen/contracts';

/** The saved marks of leads just saved, by the place they are. */
export function marksOf(items: readonly SavedLead[]): Map<string, SavedMark> {
  return new Map(items.map((i) => [i.place_id, { id: i.id, status: i.status, list: i.list }]));
}

/** The leads with the marks of those saved set; the others unchanged. */
export function withSavedMarks(leads: readonly Lead[], marks: ReadonlyMap<string, SavedMark>): Lead[] {
  return leads.map((l) => {
    const mark = l.place_id ? marks.get(l.place_id) : undefined;
    return mark ? { ...l, saved: mark } : l;
  });
}

/**
 * Leads a save can carry: those with their provider's place id, without the search's best time to
 * call (a moment's answer; My Leads works it out again whenever it shows the lead).
 */
export function savable(leads: readonly Lead[]): (Lead & { place_id: string })[] {
  return leads
    .filter((l): l is Lead & { place_id: string } => typeof l.place_id === 'string' && l.place_id.trim() !== '')
    .map(({ best_time: _moment, ...lead }) => lead);
}

/** 'Saved · Attempted' (and the list when it is not the default one). */
export function savedMarkText(mark: SavedMark, defaultList = 'My Leads'): string {
  const status = LEAD_STATUS_LABELS[mark.status] ?? mark.status;
  return mark.list.name && mark.list.name !== defaultList
    ? `Saved · ${status} · ${mark.list.name}`
    : `Saved · ${status}`;
}
