import { z } from 'zod';
import { EmailSchema } from './accounts.js';
import { SuccessSchema } from './common.js';
import { TEAM_ROLES } from './team.constants.js';

/*
 * A team of reps (Account Settings → Team): an admin invites, removes and changes roles; a rep
 * works the shared leads. An account without a team is a team of one, whose id is the rep's own.
 */

export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: 'Role must be admin or rep' });
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: TeamRoleSchema,
  joined_at: z.string(),
  /** The team's founder: its id is theirs, so they cannot be removed. */
  founder: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: TeamRoleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof TeamInviteSchema>;

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** Seats the plan allows (Professional: 10), and how many members and open invites hold. */
  seats: z.number().int().nonnegative(),
  seats_used: z.number().int().nonnegative(),
});
export type Team = z.infer<typeof TeamSchema>;

/** GET /api/team: the caller's team (null: a team of one), its members, and for an admin its open invites. */
export const TeamResponseSchema = SuccessSchema.extend({
  team: TeamSchema.nullable(),
  role: TeamRoleSchema,
  members: z.array(TeamMemberSchema),
  invites: z.array(TeamInviteSchema),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const TeamCreateRequestSchema = z
  .object({ name: z.string().trim().min(1, 'Team name is required').max(200, 'Team name is too long').optional() })
  .strict();
export const TeamInviteRequestSchema = z.object({ email: EmailSchema, role: TeamRoleSchema.default('rep') }).strict();

/** 6 to 12 capital letters and digits with at least one digit, as the invite email gives it. */
export const TeamCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{6,12}$/, 'Invite code must be 6 to 12 letters and digits')
      .regex(/\d/, 'Invite code must be 6 to 12 letters and digits'),
  );
export const TeamJoinRequestSchema = z.object({ code: TeamCodeSchema }).strict();
export const TeamMemberParamsSchema = z.object({ id: z.uuid('Member id must be a valid id') }).strict();
export const TeamInviteParamsSchema = z.object({ id: z.uuid('Invite id must be a valid id') }).strict();
export const TeamMemberUpdateRequestSchema = z.object({ role: TeamRoleSchema }).strict();

/** Internal, over NATS only: whether a rep is a member of a team, and their name as teammates read it. */
export const TeamMemberOfRequestSchema = z.object({
  team_id: z.string().min(1).max(100),
  user_id: z.string().min(1).max(100),
});
export const TeamMemberOfResponseSchema = z.object({
  member: z.object({ user_id: z.string(), name: z.string() }).nullable(),
});
export type TeamMemberOfResponse = z.infer<typeof TeamMemberOfResponseSchema>;
