/**
 * The text to show for a failed call: the server's error message when there is one (ApiError
 * carries it as `message`), else the given fallback.
 */
export function errorText(err: unknown, fallback: string): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const message = (err as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return fallback;
}

/** A 0-1 score as a rounded percent, or null when it is missing, not a number or not above 0. */
export function confidencePercent(score: unknown): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score) || score <= 0) return null;
  return Math.round(Math.min(score, 1) * 100);
}
