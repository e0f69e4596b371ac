import { z } from 'zod';

export const TrimmedString = z.string().trim();
export const NonBlank = (message: string) => z.string().trim().min(1, message);

export const SuccessSchema = z.object({ success: z.literal(true) });
