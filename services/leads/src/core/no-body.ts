import { z } from 'zod';

/** What a request without a body carries: nothing, and nothing else is accepted. */
export const NoBody = z.object({}).strict();
