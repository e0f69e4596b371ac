import { z } from 'zod';

export const TrimmedString = z.string().trim();
export const NonBlank = (message: string) => z.string().trim().min(1, message);

/** An absolute http(s) URL as a user would type it, trimmed. */
export const WebUrlSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a valid URL')
  .max(2048, 'URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Please enter a valid URL');

export const SuccessSchema = z.object({ success: z.literal(true) });
