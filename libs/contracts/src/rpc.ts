import { z } from 'zod';

/** Who is calling, as verified by the gateway from the session token. */
export const CallerSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
});
export type Caller = z.infer<typeof CallerSchema>;

/** What travels on a NATS request subject: the validated body plus the gateway's context. */
export function rpcRequestSchema<T extends z.ZodType>(body: T) {
  return z.object({
    request_id: z.string().max(100).default(''),
    caller: CallerSchema.nullable().default(null),
    /** Client address, for rate limits that services keep. */
    ip: z.string().max(100).default(''),
    body,
  });
}
export type RpcRequest<T> = { request_id: string; caller: Caller | null; ip: string; body: T };
