import { ApiError } from '@leadgen/contracts';
import { Button, Field, PasswordInput, TextField } from '@leadgen/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../app/brand.js';
import { errorText } from '../app/errors.js';
import { STORAGE_KEYS, readStored } from '../app/storage.js';
import { useDemoMode } from '../app/use-demo-mode.js';
import { clearSignupEmail, publicApi, SignInError, useAuth } from '../auth/auth.context.js';
import { takeHandedOffPassword } from './handoff.js';
import {
  EMPTY_WIZARD,
  ROLES,
  SIGNUP_COMPANY_SIZES,
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  completeSignupBody,
  isCompleteCode,
  localStepError,
  missingEmail,
  nextStep,
  passwordRules,
  previousStep,
  sanitizeCode,
  type WizardData,
  type WizardStep,
} from './wizard.js';

const TITLES: Record<WizardStep, { title: string; subtitle: string }> = {
  email: { title: 'Create your account', subtitle: 'Start with your work email. Free, no credit card required.' },
  verify: { title: 'Check your email', subtitle: 'Enter the 6-digit code we sent you.' },
  password: { title: 'Choose a password', subtitle: 'You will use it with your email to log in.' },
  name: { title: 'What is your name?', subtitle: 'So your pitches and your team know who you are.' },
  role: { title: 'What is your role?', subtitle: 'Pick the one closest to what you do.' },
  company: { title: 'Where do you work?', subtitle: 'The company you sell for.' },
  size: { title: 'How big is your company?', subtitle: 'Count everyone, not only the sales team.' },
  website: { title: 'Your company website', subtitle: 'Optional. It helps tailor your pitches.' },
};

function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="wizard-choices">
      <legend className="lg-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={`wizard-choice${value === option ? ' wizard-choice--selected' : ''}`}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

/** /signup-flow: email, verify, password, name, role, company, size, website (spec 2 and 4). */
export function SignupFlowPage() {
  const { startSession } = useAuth();
  const demoMode = useDemoMode();
  const formId = useId();
  const [step, setStep] = useState<WizardStep>('email');
  const [data, setData] = useState<WizardData>(() => ({
    ...EMPTY_WIZARD,
    email: readStored(STORAGE_KEYS.signupEmail) ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The /signup page's password, when the visitor came from there, fills the password step.
  useEffect(() => {
    const handed = takeHandedOffPassword();
    if (handed) setData((d) => ({ ...d, password: handed }));
  }, []);

  // Move focus to the new step's heading so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const set = (field: keyof WizardData) => (value: string) => setData((d) => ({ ...d, [field]: value }));

  function goTo(next: WizardStep) {
    setError(null);
    setNotice(null);
    setStep(next);
  }

  /** Back to the first step with the spec's message when the email has gone missing. */
  function guardEmail(): boolean {
    const missing = missingEmail(step, data.email);
    if (!missing) return true;
    setStep('email');
    setNotice(null);
    setError(missing);
    return false;
  }

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof SignInError ? err.message : errorText(err, fallback));
      if (!(err instanceof ApiError) && !(err instanceof SignInError)) console.error('Sign-up step failed', err);
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!guardEmail()) return;
    const localError = localStepError(step, data);
    if (localError) {
      setError(localError);
      return;
    }
    const email = data.email.trim();
    switch (step) {
      case 'email':
        await run(async () => {
          await publicApi.call('signup', { email });
          goTo('verify');
          setNotice(`We sent a 6-digit code to ${email}.`);
        }, WIZARD_MESSAGES.signupFailed);
        return;
      case 'verify':
        if (!isCompleteCode(data.code)) return;
        await run(async () => {
          await publicApi.call('verifyEmail', { email, code: data.code });
          goTo('password');
        }, WIZARD_MESSAGES.verificationFailed);
        return;
      case 'website':
        await run(async () => {
          const res = await publicApi.call('completeSignup', completeSignupBody(data));
          clearSignupEmail();
          startSession(res);
        }, WIZARD_MESSAGES.accountFailed);
        return;
      default:
        goTo(nextStep(step));
    }
  }

  async function onResend() {
    if (!guardEmail()) return;
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      await publicApi.call('resendCode', { email: data.email.trim() });
      setNotice(`A new code is on its way to ${data.email.trim()}.`);
    } catch (err) {
      // A rate limit says when to try again; anything else gets the spec's wording.
      setError(err instanceof ApiError && err.status === 429 ? errorText(err, WIZARD_MESSAGES.resendFailed) : WIZARD_MESSAGES.resendFailed);
    } finally {
      setResending(false);
    }
  }

  const index = WIZARD_STEPS.indexOf(step);
  const { title, subtitle } = TITLES[step];
  const nextDisabled = busy || (step === 'email' && !data.email.trim()) || (step === 'verify' && !isCompleteCode(data.code));
  const nextLabel = step === 'website' ? (busy ? 'Creating account...' : 'Create account') : busy ? 'Please wait...' : 'Next';

  let body: ReactNode;
  switch (step) {
    case 'email':
      body = (
        <TextField
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={data.email}
          onChange={(e) => set('email')(e.target.value)}
          autoFocus
        />
      );
      break;
    case 'verify':
      body = (
        <>
          <TextField
            label="Verification code"
            className="wizard-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            value={data.code}
            onChange={(e) => set('code')(sanitizeCode(e.target.value))}
            autoFocus
          />
          <p className="wizard-hint">
            Didn&apos;t get it?{' '}
            <button type="button" className="lg-link-btn" onClick={onResend} disabled={resending}>
              {resending ? 'Sending...' : 'Resend code'}
            </button>
          </p>
          {demoMode && (
            <div className="lg-alert lg-alert--info" data-testid="demo-code-note">
              <strong>Demo mode:</strong> no email is sent; the code is written to the accounts service log, and the
              test code configured on the server also works.
            </div>
          )}
        </>
      );
      break;
    case 'password':
      body = (
        <>
          <Field label="Password">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={data.password}
                onChange={(e) => set('password')(e.target.value)}
                aria-describedby={`${formId}-rules`}
                autoFocus
              />
            )}
          </Field>
          <ul id={`${formId}-rules`} className="wizard-rules">
            {passwordRules(data.password).map((rule) => (
              <li key={rule.label} className={rule.met ? 'wizard-rules__met' : undefined}>
                <span aria-hidden="true">{rule.met ? '✓' : '•'}</span> {rule.label}
                <span className="lg-visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
              </li>
            ))}
          </ul>
        </>
      );
      break;
    case 'name':
      body = (
        <div className="wizard-row">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={data.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
            autoFocus
          />
          <TextField label="Last name" autoComplete="family-name" value={data.lastName} onChange={(e) => set('lastName')(e.target.value)} />
        </div>
      );
      break;
    case 'role':
      body = <ChoiceGroup legend="Your role" name={`${formId}-role`} options={ROLES} value={data.role} onChange={set('role')} />;
      break;
    case 'company':
      body = (
        <TextField
          label="Company name"
          autoComplete="organization"
          value={data.companyName}
          onChange={(e) => set('companyName')(e.target.value)}
          autoFocus
        />
      );
      break;
    case 'size':
      body = (
        <ChoiceGroup
          legend="Company size"
          name={`${formId}-size`}
          options={SIGNUP_COMPANY_SIZES}
          value={data.companySize}
          onChange={set('companySize')}
        />
      );
      break;
    case 'website':
      body = (
        <TextField
          label="Company website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://yourcompany.com"
          value={data.companyWebsite}
          onChange={(e) => set('companyWebsite')(e.target.value)}
          autoFocus
        />
      );
      break;
  }

  return (
    <main className="auth-page">
      <div className="auth-card lg-card wizard" data-step={step}>
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <div className="wizard-progress">
          <span className="wizard-progress__text">
            Step {index + 1} of {WIZARD_STEPS.length}
          </span>
          <div
            className="wizard-progress__track"
            role="progressbar"
            aria-label="Sign-up progress"
            aria-valuemin={1}
            aria-valuemax={WIZARD_STEPS.length}
            aria-valuenow={index + 1}
          >
            <div className="wizard-progress__bar" style={{ width: `${((index + 1) / WIZARD_STEPS.length) * 100}%` }} />
          </div>
        </div>
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="lg-muted auth-card__subtitle">
          {step === 'verify' && data.email ? `Enter the 6-digit code we sent to ${data.email.trim()}.` : subtitle}
        </p>

        <form className="lg-stack" onSubmit={onSubmit} noValidate aria-label={title}>
          {body}
          {notice && !error && (
            <div className="lg-alert lg-alert--success" role="status">
              {notice}
            </div>
          )}
          {error && (
            <div className="lg-alert lg-alert--error" role="alert">
              {error}
            </div>
          )}
          <div className="wizard-actions">
            {step !== 'email' && (
              <Button variant="secondary" onClick={() => goTo(previousStep(step))} disabled={busy}>
                Back
              </Button>
            )}
            <Button type="submit" loading={busy} disabled={nextDisabled} className="wizard-actions__next">
              {nextLabel}
            </Button>
          </div>
        </form>

        <p className="auth-card__footer">
          Already have an account? <Link to="/signin">Log in</Link>
        </p>
      </div>
    </main>
  );
}
