/* Account rules and choices, without schemas: the sign-up wizard and account settings use them in the browser. */

export const SIGNUP_PASSWORD_MIN = 12;
export const ACCOUNT_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const NEW_USER_CREDITS = 100;
/** The Coming Soon gate's answer to a wrong code: it names the code, since a visitor has no password yet. */
export const INVALID_ACCESS_CODE = 'Invalid access code. Please try again.';
/** What the gate says once a visitor's request for a code has gone to the team. */
export const accessRequestedText = (email: string) =>
  `Thanks. Your request is with our team; the code will come to ${email}.`;

/** 12+ characters with a lowercase, an uppercase and a character that is neither letter nor digit. */
export function meetsSignupPasswordRule(p: string): boolean {
  return p.length >= SIGNUP_PASSWORD_MIN && /[a-z]/.test(p) && /[A-Z]/.test(p) && /[^A-Za-z0-9]/.test(p);
}

export const ROLES = [
  'Sales rep',
  'Owner',
  'Executive Team',
  'Manager',
  'Employee',
  'Student/Intern',
  'Freelancer',
] as const;
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
/** Plans: 'pro' is Professional (plans.ts names them). */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'pro'] as const;
