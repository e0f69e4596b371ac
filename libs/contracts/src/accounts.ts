import { z } from 'zod';
import { NonBlank, SuccessSchema } from './common.js';

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')).pipe(z.string().max(254));

export const SIGNUP_PASSWORD_MIN = 12;
export const ACCOUNT_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const NEW_USER_CREDITS = 100;

/** 12+ characters with a lowercase, an uppercase and a character that is neither letter nor digit. */
export function meetsSignupPasswordRule(p: string): boolean {
  return p.length >= SIGNUP_PASSWORD_MIN && /[a-z]/.test(p) && /[A-Z]/.test(p) && /[^A-Za-z0-9]/.test(p);
}
export const SignupPasswordSchema = z
  .string()
  .max(256, 'Password is too long')
  .refine(meetsSignupPasswordRule, 'Password does not meet requirements');

export const ROLES = ['Owner', 'Executive Team', 'Manager', 'Employee', 'Student/Intern', 'Freelancer'] as const;
export const SIGNUP_COMPANY_SIZES = [
  'Just me',
  '2 to 5',
  '6 to 10',
  '11 to 25',
  '26 to 50',
  '51 to 200',
  '201 to 1,000',
  '1,001 to 10,000',
  '10,001 or more',
] as const;
export const ACCOUNT_COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const SUBSCRIPTION_TIERS = ['free', 'pro', 'demo'] as const;

export const UserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
});
export type User = z.infer<typeof UserSchema>;

/** Claims of the session token signed by accounts and verified at the gateway. */
export const SessionClaimsSchema = z.object({
  user_id: z.string().min(1),
  /** The server-side session this token belongs to; a token without one is refused. */
  sid: z.uuid(),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  exp: z.number().int().positive(),
  iat: z.number().int().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  company_size: z.string().nullable(),
  company_website: z.string().nullable(),
  role: z.string().nullable(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  credits_remaining: z.number(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const SignupRequestSchema = z.object({ email: EmailSchema });
export const VerifyEmailRequestSchema = z.object({
  email: EmailSchema,
  code: z.string().regex(/^\d{6}$/, 'Verification code must be 6 digits'),
});
export const ResendCodeRequestSchema = z.object({ email: EmailSchema });
export const SigninRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email and password are required').pipe(EmailSchema),
  password: z.string().min(1, 'Email and password are required').max(256),
});
export const CompleteSignupRequestSchema = z.object({
  email: EmailSchema,
  password: SignupPasswordSchema,
  first_name: NonBlank('First name and last name are required').max(100),
  last_name: NonBlank('First name and last name are required').max(100),
  role: NonBlank('Please select your role').max(100),
  company_name: NonBlank('Company name is required').max(200),
  company_size: NonBlank('Please select company size').max(50),
  company_website: z.string().trim().max(2048).optional().default(''),
});

export const OkResponseSchema = SuccessSchema.extend({ message: z.string().optional() });
export const SessionResponseSchema = SuccessSchema.extend({
  session_token: z.string().regex(/^[^.]+\.[^.]+\.[^.]+$/, 'Invalid token format received from server'),
  user: UserSchema,
});

export const ProfileResponseSchema = SuccessSchema.extend({ profile: ProfileSchema });
export const ProfileUpdateRequestSchema = z
  .object({
    first_name: NonBlank('First name is required').max(100),
    last_name: NonBlank('Last name is required').max(100),
    email: EmailSchema,
    company_name: z.string().trim().max(200).nullable(),
    company_size: z.string().trim().max(50).nullable(),
    company_website: z.string().trim().max(2048).nullable(),
  })
  .partial()
  .strict();

export const PasswordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(256),
  new_password: z
    .string()
    .min(ACCOUNT_PASSWORD_MIN, 'New password must be at least 8 characters long')
    .max(256, 'Password is too long'),
});

/** Said beside 'Password updated successfully!' when the change signed other devices out. */
export const OTHER_SESSIONS_ENDED_NOTE = 'Your other sessions were signed out.';
export const PasswordChangeResponseSchema = SuccessSchema.extend({
  message: z.string(),
  /** How many other sessions of the user the change ended. */
  sessions_ended: z.number().int().nonnegative(),
  note: z.string().optional(),
});

/** One signed-in device of the user, as Account Settings lists it. */
export const SessionInfoSchema = z.object({
  id: z.uuid(),
  /** A short label of the device, e.g. 'Chrome on macOS'. */
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionsResponseSchema = SuccessSchema.extend({ sessions: z.array(SessionInfoSchema) });
export const SessionIdParamsSchema = z.object({ id: z.uuid('Session id must be a valid id') }).strict();
export const SessionsEndResponseSchema = SuccessSchema.extend({ message: z.string(), sessions_ended: z.number().int().nonnegative() });

/** The gateway's question on a cache miss: is this session of this user still alive? */
export const SessionCheckRequestSchema = z.object({ session_id: z.string().min(1).max(100), user_id: z.string().min(1).max(100) }).strict();
export const SessionCheckResponseSchema = z.object({ active: z.boolean() });
/** Published by accounts whenever sessions end; every gateway instance drops them at once. */
export const SessionEndedEventSchema = z.object({
  user_id: z.string().min(1),
  session_ids: z.array(z.string().min(1)).max(10_000),
  /** Every session of the user ended (e.g. the user no longer exists). */
  all: z.boolean().default(false),
});
export type SessionEndedEvent = z.infer<typeof SessionEndedEventSchema>;

export const UsageSchema = z.object({
  package_type: z.string(),
  leads_searched: z.number().int().nonnegative(),
  leads_limit: z.number().int().nonnegative(),
  pitches_generated: z.number().int().nonnegative(),
  pitches_limit: z.number().int().nonnegative(),
  exports_used: z.number().int().nonnegative(),
  exports_limit: z.number().int().nonnegative(),
  /** Website diagnostics run this period (counted, not limited). */
  diagnostics_run: z.number().int().nonnegative().default(0),
  period_start: z.string(),
  reset_date: z.string(),
});
export type Usage = z.infer<typeof UsageSchema>;
export const UsageResponseSchema = SuccessSchema.extend({ usage: UsageSchema });

/** Monthly limits per plan; the Usage & Limits tab shows counts against these. */
export const PLAN_LIMITS: Record<(typeof SUBSCRIPTION_TIERS)[number], { leads: number; pitches: number; exports: number }> = {
  free: { leads: 100, pitches: 50, exports: 10 },
  demo: { leads: 100, pitches: 50, exports: 10 },
  pro: { leads: 2500, pitches: 1000, exports: 250 },
};

export const USAGE_KINDS = ['leads_searched', 'pitches_generated', 'exports_used', 'diagnostics_run'] as const;
export const UsageRecordedEventSchema = z.object({
  user_id: z.string().min(1),
  kind: z.enum(USAGE_KINDS),
  amount: z.number().int().positive().max(10_000),
  at: z.string().optional(),
  /** The gateway call it was used by: a call retried on a second instance is counted once. */
  call_id: z.string().min(1).max(100).optional(),
});
export type UsageRecordedEvent = z.infer<typeof UsageRecordedEventSchema>;

export const AccessCheckRequestSchema = z.object({ code: z.string().max(200) });
