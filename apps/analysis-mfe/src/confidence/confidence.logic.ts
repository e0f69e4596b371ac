/** A 0-1 score as a rounded percent, or null when it is missing, not a number or not above 0. */
export function confidencePercent(score: unknown): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score) || score <= 0) return null;
  return Math.round(Math.min(score, 1) * 100);
}
