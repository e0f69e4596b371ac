import {
  ACCOUNT_COMPANY_SIZES,
  ACCOUNT_PASSWORD_MIN,
  PLAN_LIMITS,
  PLAN_NAMES,
  type Profile,
  type RouteRequest,
  type SubscriptionTier,
} from '@leadgen/contracts';

/** Said above the usage bars in demo mode: the limits are counted, not enforced. */
export const DEMO_USAGE_NOTE =
  'Demo mode: usage is counted against these limits but not enforced. Nothing is blocked when a count passes its limit.';

/** Profile's 'Monthly leads' in demo mode, in agreement with Usage & Limits. */
export const DEMO_CREDITS_TEXT = 'Not limited in demo mode (usage is counted in Usage & Limits)';

export const ACCOUNT_MESSAGES = {
  infoSaved: 'Account information updated successfully!',
  infoRequired: 'First name, last name and email are required',
  emailInvalid: 'Please enter a valid email address',
  infoFailed: 'Failed to update account information',
  passwordSaved: 'Password updated successfully!',
  currentRequired: 'Current password is required',
  passwordsDiffer: 'New passwords do not match',
  passwordTooShort: `New password must be at least ${ACCOUNT_PASSWORD_MIN} characters long`,
  passwordFailed: 'Failed to update password',
  usageFailed: 'Usage information is not available right now',
  profileFailed: 'Your profile could not be loaded',
  sessionsFailed: 'Your sessions could not be loaded',
  sessionEndFailed: 'The session could not be ended',
} as const;

/** 'Password updated successfully!', plus the note that other devices were signed out when they were. */
export function passwordSavedMessage(res: { message?: string; note?: string }): string {
  return [res.message || ACCOUNT_MESSAGES.passwordSaved, res.note].filter(Boolean).join(' ');
}

/** When a session started or was last seen, as a rep reads it: 'Nov 25, 2026, 3:05 PM'. */
export function formatMoment(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

/** An Account Settings status message clears itself after 5 seconds. */
export const STATUS_MESSAGE_MS = 5000;

export interface AccountInfoForm {
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  company_size: string;
  company_website: string;
  /** The rep's booking page, which drafts offer after their ask. */
  meeting_url: string;
}

export type AccountInfoUpdate = RouteRequest<'profileUpdate'>;

export function formFromProfile(profile: Profile): AccountInfoForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    company_name: profile.company_name ?? '',
    company_size: profile.company_size ?? '',
    company_website: profile.company_website ?? '',
    meeting_url: profile.meeting_url ?? '',
  };
}

export function accountInfoError(form: AccountInfoForm): string | null {
  if (!form.first_name.trim() || !form.last_name.trim() || !form.email.trim()) return ACCOUNT_MESSAGES.infoRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return ACCOUNT_MESSAGES.emailInvalid;
  return null;
}

const REQUIRED = ['first_name', 'last_name', 'email'] as const;
const OPTIONAL = ['company_name', 'company_size', 'company_website', 'meeting_url'] as const;

/** Only the fields that changed, trimmed; a cleared optional field is sent as null. */
export function accountInfoUpdate(saved: AccountInfoForm, form: AccountInfoForm): AccountInfoUpdate {
  const update: AccountInfoUpdate = {};
  for (const key of REQUIRED) {
    const value = form[key].trim();
    if (value !== saved[key].trim()) update[key] = value;
  }
  for (const key of OPTIONAL) {
    const value = form[key].trim();
    if (value !== saved[key].trim()) update[key] = value === '' ? null : value;
  }
  return update;
}

/**
 * The account page's size choices. A size given at sign-up uses the wizard's wording
 * ("2 to 5"), so it is kept as an extra choice rather than silently dropped.
 */
export function companySizeOptions(current: string): string[] {
  const options: string[] = [...ACCOUNT_COMPANY_SIZES];
  if (current && !options.includes(current)) options.unshift(current);
  return options;
}

export interface PasswordChangeForm {
  current: string;
  next: string;
  confirm: string;
}

export function passwordChangeError(form: PasswordChangeForm): string | null {
  if (!form.current) return ACCOUNT_MESSAGES.currentRequired;
  if (form.next !== form.confirm) return ACCOUNT_MESSAGES.passwordsDiffer;
  if (form.next.length < ACCOUNT_PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  return null;
}

export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The plan as the rep reads it, the same in Profile and in Usage & Limits: its name from the
 * server ('Starter trial'), else the plan's own name, and the trial's last day while it runs.
 */
export function planLabel(tier: string, planName?: string | null, trialEnds?: string | null): string {
  const name =
    planName ||
    PLAN_NAMES[tier as SubscriptionTier] ||
    (tier ? tier.charAt(0).toUpperCase() + tier.slice(1) : 'Unknown');
  return trialEnds ? `${name}, ends ${formatDate(trialEnds)}` : name;
}

/** The plan's monthly leads, where Profile once said credits: the number Usage & Limits counts against. */
export function monthlyLeadsText(tier: string): string {
  const limits = PLAN_LIMITS[tier as SubscriptionTier] ?? PLAN_LIMITS.free;
  return `${limits.leads.toLocaleString('en-US')} leads a month`;
}
