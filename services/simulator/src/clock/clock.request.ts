import { z } from 'zod';
import { MAX_ADVANCE_DAYS } from './clock.js';

/** A move's body is one small JSON object: anything past this is no move of the clock. */
export const MAX_CLOCK_BODY_BYTES = 4096;

const AdvanceSchema = z.strictObject(
  {
    advance_days: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'advance_days is missing: send {"advance_days": 28} to move the clock 28 days forward'
            : 'advance_days must be a number of days, such as 28',
      })
      .int('advance_days must be a whole number of days')
      .min(1, 'advance_days must be at least 1: the clock only moves forward')
      .max(MAX_ADVANCE_DAYS, `advance_days must be at most ${MAX_ADVANCE_DAYS} (ten years)`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `only advance_days may be sent, not ${issue.keys.join(', ')}`
        : 'the body must be a JSON object such as {"advance_days": 28}',
  },
);

/** The days a move asks for, or what is wrong with it in plain words. */
export function parseAdvance(text: string): { days: number } | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'the body is not valid JSON; send {"advance_days": 28}' };
  }
  const parsed = AdvanceSchema.safeParse(body);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  return { days: parsed.data.advance_days };
}
