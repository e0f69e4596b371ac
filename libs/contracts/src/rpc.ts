import { z } from 'zod';
import { LIMITED_USAGE_KINDS } from './accounts.js';

/** Who is calling, as verified by the gateway from the session token. */
export const CallerSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  /** The session the request came with. */
  session_id: z.string().optional(),
  /** The caller's team, from the token; absent on a token from before teams: a team of one. */
  team_id: z.string().optional(),
  /** The caller's role in the team when the token was issued; absent: the admin of a team of one. */
  team_role: z.enum(['admin', 'rep']).optional(),
  /** The rep's name as their teammates read it ('Sam Rivera'), from the token. */
  name: z.string().max(201).optional(),
  /**
   * Of what the route spends on the caller's behalf (its `spends`), the kinds whose monthly limit
   * the caller has reached, as the gateway knows them: the service does without them.
   */
  limits_reached: z.array(z.enum(LIMITED_USAGE_KINDS)).max(LIMITED_USAGE_KINDS.length).optional(),
});
export type Caller = z.infer<typeof CallerSchema>;

/** The team whose data the caller works in: a rep without a team is a team of one, keyed by their own id. */
export function teamOf(caller: Pick<Caller, 'id' | 'team_id'>): string {
  return caller.team_id ?? caller.id;
}

/** What travels on a NATS request subject: the validated body plus the gateway's context. */
export function rpcRequestSchema<
  T extends z.ZodType,
  P extends z.ZodType = z.ZodObject,
  Q extends z.ZodType = z.ZodObject,
>(body: T, params?: P, query?: Q) {
  return z.object({
    request_id: z.string().max(100).default(''),
    /**
     * The gateway's own id for one HTTP call, the same on a retried attempt (the caller's request
     * id is theirs to choose, so it cannot be trusted for this): what a service counts at most once.
     */
    call_id: z.string().max(100).default(''),
    caller: CallerSchema.nullable().default(null),
    /** Client address, for rate limits that services keep. */
    ip: z.string().max(100).default(''),
    /** The client's User-Agent, cut short: the device label of a new session. */
    user_agent: z.string().max(500).default(''),
    body,
    /** Values taken from the route's path, e.g. the `{id}` of /api/auth/sessions/{id}. */
    params: (params ?? z.object({})).optional(),
    /** The route's query string, validated by its `query` schema at the gateway. */
    query: (query ?? z.object({})).optional(),
  });
}
export type RpcRequest<T, P = Record<string, never>, Q = Record<string, never>> = {
  request_id: string;
  call_id?: string;
  caller: Caller | null;
  ip: string;
  user_agent?: string;
  body: T;
  params?: P;
  query?: Q;
};
