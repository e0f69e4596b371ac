/** A stored time as the rep reads it: 'Mar 4, 2026, 3:07 PM'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A follow-up day in the rep's calendar: 'Sat, Nov 28, 2026'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * A day a few days away, as a rep says it: 'Dec 7'. For the dates of a watch (its next run, a
 * change found this week), which are never far from today, so the year would only be noise.
 */
export function formatShortDay(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}
