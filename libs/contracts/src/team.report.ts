import { z } from 'zod';
import { MyLeadsNumbersQuerySchema } from './my-leads.numbers.js';

/** GET /api/team/report's period: the last 7, 30 (the default), 90 or 365 days, as the rep's own numbers. */
export const TeamReportQuerySchema = MyLeadsNumbersQuerySchema;

const Count = z.number().int().nonnegative();

/**
 * One rep's funnel over the period, from saved to won, read from their leads' timelines (the same
 * entries each lead's history shows): leads saved, contacted, emails sent, leads that replied and
 * the reply rate (replied of contacted), meetings booked, won and lost.
 */
export const TeamReportRowSchema = z.object({
  saved: Count,
  contacted: Count,
  emails_sent: Count,
  replied: Count,
  /** Replied of contacted, 0-1; null when no lead was contacted. */
  reply_rate: z.number().min(0).max(1).nullable(),
  meetings: Count,
  won: Count,
  lost: Count,
});
export type TeamReportRow = z.infer<typeof TeamReportRowSchema>;

export const TeamReportResponseSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Every rep who owns a lead of the team, the most leads saved in the period first. */
  reps: z.array(TeamReportRowSchema.extend({ user_id: z.string(), name: z.string() })),
  /** The whole team's funnel over the period. */
  team: TeamReportRowSchema,
});
export type TeamReportResponse = z.infer<typeof TeamReportResponseSchema>;
