import { z } from 'zod';

export const TrimmedString = z.string().trim();
export const NonBlank = (message: string) => z.string().trim().min(1, message);

/**
 * The body of a route that takes none: an empty JSON object, or no body at all (the gateway reads
 * a request without one as `{}`). Anything in it is refused, so a mistaken field is heard.
 */
export const EmptyBodySchema = z.object({}).strict();

export const SuccessSchema = z.object({ success: z.literal(true) });
