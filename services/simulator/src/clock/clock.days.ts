/** A day of the simulated calendar: whole UTC days since 1970-01-01, as every date of the world is kept. */
export const DAY_MS = 86_400_000;

/** The UTC day a moment falls on. */
export const dayOf = (at: Date | number): number => Math.floor((typeof at === 'number' ? at : at.getTime()) / DAY_MS);

/** Midnight (UTC) that starts a day. */
export const dayStart = (day: number): Date => new Date(day * DAY_MS);

/** A day as people and the product write it: "2026-12-12". */
export const isoDay = (day: number): string => dayStart(day).toISOString().slice(0, 10);

/** The day an ISO date names ("2026-12-12"); null when it names none. */
export function dayOfIso(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || isoDay(dayOf(at)) !== text ? null : dayOf(at);
}
