import { ApiError, apiErrorText } from '@leadgen/contracts';

/**
 * A failed call as the form shows it: the message of each field the server named (its first),
 * and one line for the form. A 400 names fields; a 502 (the mail server refused) says why in the
 * server's words.
 */
export function formErrors(err: unknown, fallback: string): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {};
  if (err instanceof ApiError && err.envelope.fields) {
    for (const [name, messages] of Object.entries(err.envelope.fields)) if (messages[0]) fields[name] = messages[0];
  }
  return { fields, message: apiErrorText(err, fallback) };
}

/** A date and time in the rep's own clock: 'Mon, Dec 1, 9:00 AM'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar day (YYYY-MM-DD) as a day of the rep's calendar: 'Thu, Dec 3'. */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!m) return '';
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
}
