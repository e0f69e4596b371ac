import { ROLES, SIGNUP_COMPANY_SIZES, SIGNUP_PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '@leadgen/contracts';

/** The wizard's steps in order; Back goes one step back on every step but the first. */
export const WIZARD_STEPS = ['email', 'verify', 'password', 'name', 'role', 'company', 'size', 'website'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Each step's heading and the line under it. */
export const WIZARD_TITLES: Record<WizardStep, { title: string; subtitle: string }> = {
  email: { title: 'Create your account', subtitle: 'Start with your work email. Free, no credit card required.' },
  verify: { title: 'Check your email', subtitle: 'Enter the 6-digit code we sent you.' },
  password: { title: 'Choose a password', subtitle: 'You will use it with your email to log in.' },
  name: { title: 'What is your name?', subtitle: 'So your pitches and your team know who you are.' },
  role: { title: 'What is your role?', subtitle: 'Pick the one closest to what you do.' },
  company: { title: 'Where do you work?', subtitle: 'The company you sell for.' },
  size: { title: 'How big is your company?', subtitle: 'Count everyone, not only the sales team.' },
  website: { title: 'Your company website', subtitle: 'Optional. It helps tailor your pitches.' },
};

/** The line under a step's heading; the verify step names the email the code went to. */
export function stepSubtitle(step: WizardStep, email: string): string {
  return step === 'verify' && email
    ? `Enter the 6-digit code we sent to ${email.trim()}.`
    : WIZARD_TITLES[step].subtitle;
}

/** Said on the verify step once the server has sent the code. */
export function codeSentNotice(email: string): string {
  return `We sent a ${VERIFICATION_CODE_LENGTH}-digit code to ${email.trim()}.`;
}

export const WIZARD_MESSAGES = {
  signupFailed: 'Signup failed',
  verificationFailed: 'Verification failed',
  resendFailed: 'Failed to resend code',
  passwordRules: 'Password does not meet requirements',
  nameRequired: 'First name and last name are required',
  roleRequired: 'Please select your role',
  companyRequired: 'Company name is required',
  sizeRequired: 'Please select company size',
  accountFailed: 'Account creation failed',
  emailMissing: 'Email is missing. Please start over.',
  emailRequired: 'Email is required. Please start the signup process again.',
  emailInvalid: 'Please enter a valid email address',
} as const;

export { ROLES, SIGNUP_COMPANY_SIZES };

export function previousStep(step: WizardStep): WizardStep {
  const i = WIZARD_STEPS.indexOf(step);
  return WIZARD_STEPS[Math.max(0, i - 1)];
}

export function nextStep(step: WizardStep): WizardStep {
  const i = WIZARD_STEPS.indexOf(step);
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.length - 1, i + 1)];
}

/** Keeps digits only and at most six of them, as the code is typed or pasted. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

export interface PasswordRule {
  label: string;
  met: boolean;
}

/** The signup password rule, spelled out so the step can tick each part as it is met. */
export function passwordRules(password: string): PasswordRule[] {
  return [
    { label: `At least ${SIGNUP_PASSWORD_MIN} characters`, met: password.length >= SIGNUP_PASSWORD_MIN },
    { label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'A symbol or space (not a letter or digit)', met: /[^A-Za-z0-9]/.test(password) },
  ];
}

export function signupPasswordError(password: string): string | null {
  return passwordRules(password).every((r) => r.met) ? null : WIZARD_MESSAGES.passwordRules;
}

export interface WizardData {
  email: string;
  code: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  companyName: string;
  companySize: string;
  companyWebsite: string;
}

export const EMPTY_WIZARD: WizardData = {
  email: '',
  code: '',
  password: '',
  firstName: '',
  lastName: '',
  role: '',
  companyName: '',
  companySize: '',
  companyWebsite: '',
};

/** The message that stops a step that needs no server call, or null when it may move on. */
export function localStepError(step: WizardStep, data: WizardData): string | null {
  switch (step) {
    case 'password':
      return signupPasswordError(data.password);
    case 'name':
      return data.firstName.trim() && data.lastName.trim() ? null : WIZARD_MESSAGES.nameRequired;
    case 'role':
      return data.role.trim() ? null : WIZARD_MESSAGES.roleRequired;
    case 'company':
      return data.companyName.trim() ? null : WIZARD_MESSAGES.companyRequired;
    case 'size':
      return data.companySize.trim() ? null : WIZARD_MESSAGES.sizeRequired;
    default:
      return null;
  }
}

/**
 * A step after the first needs the email; without it the wizard goes back to the first step
 * saying 'Email is missing. Please start over.' (the last step words it differently).
 */
export function missingEmail(step: WizardStep, email: string): string | null {
  if (step === 'email' || email.trim()) return null;
  return step === 'website' ? WIZARD_MESSAGES.emailRequired : WIZARD_MESSAGES.emailMissing;
}

/** The complete-signup body from the wizard's answers. */
export function completeSignupBody(data: WizardData) {
  return {
    email: data.email.trim(),
    password: data.password,
    first_name: data.firstName.trim(),
    last_name: data.lastName.trim(),
    role: data.role,
    company_name: data.companyName.trim(),
    company_size: data.companySize,
    company_website: data.companyWebsite.trim(),
  };
}
