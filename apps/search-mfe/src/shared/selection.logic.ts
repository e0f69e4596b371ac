/** Selection after a page loads: only the ids still shown stay selected. */
export function keepSelected(selected: ReadonlySet<string>, shownIds: readonly string[]): Set<string> {
  const shown = new Set(shownIds);
  return new Set([...selected].filter((id) => shown.has(id)));
}

/** Ticking the header box selects every row shown, or clears them when all are already selected. */
export function toggleAll(selected: ReadonlySet<string>, shownIds: readonly string[]): Set<string> {
  const all = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  return all ? new Set() : new Set(shownIds);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
