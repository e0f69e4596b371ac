/** ROI calculator of the landing page: 10 hours a week saved per rep, valued at the rep's hourly cost. */
export const ROI_DEFAULTS = { reps: 3, salary: 75_000 } as const;
export const HOURS_SAVED_PER_REP_PER_WEEK = 10;
export const WEEKS_PER_YEAR = 52;
/** Paid hours in a working year, to turn a salary into an hourly cost. */
export const WORK_HOURS_PER_YEAR = 2080;

/** Inputs are whole numbers; anything that is not a number counts as 0, and so does a negative. */
export function wholeNumber(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

export interface RoiResult {
  hoursPerYear: number;
  savings: number;
}

export function roi(reps: string | number, salary: string | number): RoiResult {
  const hoursPerYear = HOURS_SAVED_PER_REP_PER_WEEK * wholeNumber(reps) * WEEKS_PER_YEAR;
  return { hoursPerYear, savings: Math.round((hoursPerYear * wholeNumber(salary)) / WORK_HOURS_PER_YEAR) };
}
