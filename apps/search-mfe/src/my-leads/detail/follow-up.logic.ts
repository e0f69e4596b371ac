export type FollowUpTone = 'overdue' | 'soon' | 'later';

/**
 * A follow-up date as the list shows it: the day (and 'Overdue' once past), red when overdue,
 * amber within the next 24 hours.
 */
export function followUpView(
  iso: string | null | undefined,
  now: Date = new Date(),
): { text: string; tone: FollowUpTone } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const day = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
  const diff = at.getTime() - now.getTime();
  if (diff < 0) return { text: `Overdue · ${day}`, tone: 'overdue' };
  if (diff <= 24 * 3600 * 1000) return { text: `Due ${day}`, tone: 'soon' };
  return { text: day, tone: 'later' };
}

/** The value of a date input for a stored follow-up (the rep's own calendar day). */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A follow-up day from a date input, at 9:00 in the morning of the rep's day; null when cleared or not a date. */
export function followUpFromInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 9, 0, 0);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
