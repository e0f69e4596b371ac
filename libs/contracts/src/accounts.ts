import { z } from 'zod';
import { ACCOUNT_PASSWORD_MIN, meetsSignupPasswordRule, SUBSCRIPTION_TIERS } from './accounts.constants.js';
import { PLAN_LIMITS } from './accounts.plans.js';
import { CustomPitchReportSchema } from './analysis.js';
import { NonBlank, SuccessSchema } from './common.js';
import { webUrlHost } from './web-url.js';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'))
  .pipe(z.string().max(254));

export const SignupPasswordSchema = z
  .string()
  .max(256, 'Password is too long')
  .refine(meetsSignupPasswordRule, 'Password does not meet requirements');

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
  /** The plan as the rep reads it ('Starter trial', 'Free'), and the trial's last day while it runs. */
  plan_name: z.string().optional(),
  trial_ends: z.string().nullable().optional(),
  /** The rep's own booking page ('https://cal.com/ana-rep'), which a draft offers after its ask; null: none. */
  meeting_url: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MEETING_URL_MESSAGE = 'Meeting link must be a web address, like https://cal.com/your-name';

/** A booking page as the rep pastes it: an http(s) address, or '' to have none. */
export const MeetingUrlSchema = z
  .string({ error: MEETING_URL_MESSAGE })
  .trim()
  .max(2048, 'Meeting link is too long')
  .refine((value) => !value || !!webUrlHost(value)?.includes('.'), MEETING_URL_MESSAGE);

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
export const ProfileResponseSchema = SuccessSchema.extend({ profile: ProfileSchema });
export const ProfileUpdateRequestSchema = z
  .object({
    first_name: NonBlank('First name is required').max(100),
    last_name: NonBlank('Last name is required').max(100),
    email: EmailSchema,
    company_name: z.string().trim().max(200).nullable(),
    company_size: z.string().trim().max(50).nullable(),
    company_website: z.string().trim().max(2048).nullable(),
    meeting_url: MeetingUrlSchema.nullable(),
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
export const SessionsEndResponseSchema = SuccessSchema.extend({
  message: z.string(),
  sessions_ended: z.number().int().nonnegative(),
});

/** The gateway's question on a cache miss: is this session of this user still alive? */
export const SessionCheckRequestSchema = z
  .object({ session_id: z.string().min(1).max(100), user_id: z.string().min(1).max(100) })
  .strict();
export const SessionCheckResponseSchema = z.object({
  active: z.boolean(),
  /** The user's plan limits reached this period, so a gateway that just started refuses at once. */
  limits: z.lazy(() => UsageLimitsSchema).optional(),
});
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
  /** Contact reads of restaurant websites ('Find contacts') this period, against the plan's limit. */
  enrichments_used: z.number().int().nonnegative().default(0),
  enrichments_limit: z.number().int().nonnegative().default(0),
  /** Emails sent from Outreach this period (first emails and follow-ups), against the plan's limit. */
  emails_sent: z.number().int().nonnegative().default(0),
  emails_limit: z.number().int().nonnegative().default(0),
  period_start: z.string(),
  reset_date: z.string(),
  /** The plan as the rep reads it ('Starter trial', 'Free'), and the trial's last day (YYYY-MM-DD) while it runs. */
  plan_name: z.string().default(''),
  trial_ends: z.string().nullable().default(null),
});
export type Usage = z.infer<typeof UsageSchema>;
export const UsageResponseSchema = SuccessSchema.extend({ usage: UsageSchema });

export const USAGE_KINDS = [
  'leads_searched',
  'pitches_generated',
  'exports_used',
  'diagnostics_run',
  'enrichments_used',
  'emails_sent',
] as const;
export const UsageRecordedEventSchema = z.object({
  /**
   * The gateway call it was used by when there is one (a call retried on a second instance reports
   * the same id and is counted once), else an id of its own. With the kind, it names the event.
   */
  id: z.string().min(1).max(100),
  user_id: z.string().min(1),
  kind: z.enum(USAGE_KINDS),
  amount: z.number().int().positive().max(10_000),
  at: z.string().optional(),
});
export type UsageRecordedEvent = z.infer<typeof UsageRecordedEventSchema>;

/** The kinds a plan limits; diagnostics are counted, not limited. */
export const LIMITED_USAGE_KINDS = [
  'leads_searched',
  'pitches_generated',
  'exports_used',
  'enrichments_used',
  'emails_sent',
] as const;
export type LimitedUsageKind = (typeof LIMITED_USAGE_KINDS)[number];

const PLAN_LIMIT_OF: Record<LimitedUsageKind, keyof (typeof PLAN_LIMITS)['free']> = {
  leads_searched: 'leads',
  pitches_generated: 'pitches',
  exports_used: 'exports',
  enrichments_used: 'enrichments',
  emails_sent: 'emails',
};

/** The monthly limit of a plan for a kind; an unknown plan has the free plan's limits. */
export function planLimit(tier: string, kind: LimitedUsageKind): number {
  const limits = PLAN_LIMITS[tier as keyof typeof PLAN_LIMITS] ?? PLAN_LIMITS.free;
  return limits[PLAN_LIMIT_OF[kind]];
}

/** What a limit counts, as the Usage & Limits tab names it ('Find contacts' is a contact lookup). */
const LIMIT_WORDS: Record<LimitedUsageKind, string> = {
  leads_searched: 'leads',
  pitches_generated: 'pitches',
  exports_used: 'exports',
  enrichments_used: 'contact lookups',
  emails_sent: 'emails',
};

/**
 * What a rep at a limit is told, in the plan's words: "You've reached the Starter trial's monthly
 * limit of 500 leads. It resets on 2026-12-01." ("your plan's" where the plan is not known).
 */
export function usageLimitMessage(kind: LimitedUsageKind, limit: number, resetDate: string, plan?: string): string {
  const whose = !plan ? "your plan's" : plan.endsWith(' trial') ? `the ${plan}'s` : `the ${plan} plan's`;
  return `You've reached ${whose} monthly limit of ${limit} ${LIMIT_WORDS[kind]}. It resets on ${resetDate}.`;
}

/** One user's limits reached in the period that ends on `reset_date` (YYYY-MM-DD, UTC). */
export const UsageLimitsSchema = z.object({
  reached: z
    .array(z.object({ kind: z.enum(LIMITED_USAGE_KINDS), limit: z.number().int().nonnegative() }))
    .max(LIMITED_USAGE_KINDS.length),
  reset_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The plan's name, for the refusal's words ('Starter trial'); older accounts services leave it out. */
  plan: z.string().max(60).optional(),
});
export type UsageLimits = z.infer<typeof UsageLimitsSchema>;
/** Published by accounts after counting a batch: users of the batch at or over a limit. */
export const UsageLimitsReachedEventSchema = z.object({
  users: z.array(UsageLimitsSchema.extend({ user_id: z.string().min(1) })).max(10_000),
});
export type UsageLimitsReachedEvent = z.infer<typeof UsageLimitsReachedEventSchema>;

export const AccessCheckRequestSchema = z.object({ code: z.string().max(200) });
/** A visitor without an access code asks for one: the request goes to the team's mailbox. */
export const AccessRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(EmailSchema),
  company: z.string().trim().max(200, 'Company name is too long').default(''),
  note: z.string().trim().max(1000, 'The note is too long').default(''),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The business report the rep selected for custom pitches: kept with the rep's account

/** A rep's selection (`null`: none), as GET answers it and as leads' carry-over answers the old one. */
export const CustomPitchReportPreferenceSchema = z.object({ report: CustomPitchReportSchema.nullable() });
export type CustomPitchReportPreference = z.infer<typeof CustomPitchReportPreferenceSchema>;
/** PUT's body: the report to select, or `null` to clear the selection. */
export const CustomPitchReportPutRequestSchema = CustomPitchReportPreferenceSchema.strict();
