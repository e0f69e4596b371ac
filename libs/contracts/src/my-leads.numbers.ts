import { z } from 'zod';
import { MY_LEADS_NUMBERS_DAYS } from './my-leads.constants.js';

export const MyLeadsNumbersQuerySchema = z.object({
  days: z.coerce
    .number('Days must be a number')
    .int('Days must be a whole number')
    .refine((d) => (MY_LEADS_NUMBERS_DAYS as readonly number[]).includes(d), 'Days must be 7, 30, 90 or 365')
    .default(30),
});
export type MyLeadsNumbersQuery = z.infer<typeof MyLeadsNumbersQuerySchema>;

/**
 * The rep's own pipeline and outreach over a period, read from their saved leads' timelines: how
 * many leads were saved, contacted (an email sent, or moved to Attempted or Connected), answered by
 * a person (a reply, or 'not interested'), and moved to Meeting booked, Won and Lost in it.
 */
export const MyLeadsNumbersResponseSchema = z.object({
  days: z.number().int(),
  /** The period: from (inclusive) to (exclusive), ISO times. */
  from: z.string(),
  to: z.string(),
  saved: z.number().int().nonnegative(),
  contacted: z.number().int().nonnegative(),
  emails_sent: z.number().int().nonnegative(),
  replied: z.number().int().nonnegative(),
  meetings: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
});
export type MyLeadsNumbersResponse = z.infer<typeof MyLeadsNumbersResponseSchema>;
