import { z } from 'zod';

export const BEST_TIME_STATES = ['call_now', 'later', 'unknown'] as const;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const BestTimeWindowSchema = z.object({
  day: z.enum(WEEKDAYS),
  /** Local time of the lead, HH:MM, 24-hour clock. */
  from: z.string(),
  to: z.string(),
});
/**
 * When to call: the quiet hours of open days, open but outside the lunch (11:30-14:00) and
 * dinner (17:00-20:00) rush, in the lead's time zone. `unknown` without opening hours.
 */
export const BestTimeSchema = z.object({
  state: z.enum(BEST_TIME_STATES),
  /** What the list shows: "Call now", "Tue 2:00-4:00 pm", "Unknown". */
  label: z.string(),
  reasoning: z.string(),
  time_zone: z.string().nullable(),
  windows: z.array(BestTimeWindowSchema),
  /** Start of the next quiet window (now when calling now), ISO; null when unknown. */
  next_window_at: z.string().nullable(),
});
export type BestTime = z.infer<typeof BestTimeSchema>;
