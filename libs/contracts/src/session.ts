import * as z from 'zod/mini';

/*
 * The session schemas the shell checks in the browser, in zod/mini so the browser loads no zod
 * classic; the gateway checks tokens and the route table checks sign-in's reply with these same
 * definitions.
 */

export const UserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  first_name: z._default(z.string(), ''),
  last_name: z._default(z.string(), ''),
});
export type User = z.infer<typeof UserSchema>;

/** Claims of the session token signed by accounts and verified at the gateway. */
export const SessionClaimsSchema = z.object({
  user_id: z.string().check(z.minLength(1)),
  /** The server-side session this token belongs to; a token without one is refused. */
  sid: z.uuid(),
  email: z.string(),
  first_name: z._default(z.string(), ''),
  last_name: z._default(z.string(), ''),
  /** The rep's team (a team of one: their own id) and role in it, when the token was issued. */
  team_id: z.optional(z.string().check(z.minLength(1))),
  team_role: z.optional(z.enum(['admin', 'rep'])),
  exp: z.int().check(z.positive()),
  iat: z.optional(z.int()),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

/** What sign-in and account creation answer: the session token and who it belongs to. */
export const SessionResponseSchema = z.object({
  success: z.literal(true),
  session_token: z.string().check(z.regex(/^[^.]+\.[^.]+\.[^.]+$/, 'Invalid token format received from server')),
  user: UserSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
