import { Button, Field, PasswordInput, TextField } from '@leadgen/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../app/brand.js';
import { STORAGE_KEYS, readStored, writeStored } from '../app/storage.js';
import { handOffPassword } from './handoff.js';
import { WIZARD_MESSAGES, looksLikeEmail } from './wizard.js';

const SOCIAL = ['Google', 'Microsoft', 'Apple'] as const;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** /signup: email first, then password and confirmation; the wizard at /signup-flow does the rest. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(() => readStored(STORAGE_KEYS.signupEmail) ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onEmail(e: FormEvent) {
    e.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(WIZARD_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    setStage('password');
  }

  function onPassword(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    if (!password) {
      setError('Password is required');
      return;
    }
    setError(null);
    writeStored(STORAGE_KEYS.signupEmail, email.trim());
    handOffPassword(password);
    navigate('/signup-flow');
  }

  return (
    <main className="auth-page">
      <div className="auth-card lg-card">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <h1 className="auth-card__title">Create your account</h1>
        <p className="lg-muted auth-card__subtitle">Free to start. No credit card required.</p>

        <div className="auth-methods auth-methods--3">
          {SOCIAL.map((method) => (
            <Button key={method} variant="secondary" size="sm" onClick={() => navigate('/app?page=signup')}>
              Sign up with {method}
            </Button>
          ))}
        </div>
        <div className="auth-divider">
          <span>or sign up with email</span>
        </div>

        {stage === 'email' ? (
          <form className="lg-stack" onSubmit={onEmail} noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
            {error && (
              <div className="lg-alert lg-alert--error" role="alert">
                {error}
              </div>
            )}
            <Button type="submit" block disabled={!email.trim()}>
              Continue
            </Button>
          </form>
        ) : (
          <form className="lg-stack" onSubmit={onPassword} noValidate>
            <p className="signup-email-line">
              Signing up as <strong>{email.trim()}</strong>{' '}
              <button
                type="button"
                className="lg-link-btn"
                onClick={() => {
                  setStage('email');
                  setError(null);
                }}
              >
                Change
              </button>
            </p>
            <Field label="Password">
              {(control) => (
                <PasswordInput {...control} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
              )}
            </Field>
            <Field label="Confirm password">
              {(control) => (
                <PasswordInput
                  {...control}
                  toggleLabel="password confirmation"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              )}
            </Field>
            {error && (
              <div className="lg-alert lg-alert--error" role="alert">
                {error}
              </div>
            )}
            <Button type="submit" block>
              Continue
            </Button>
          </form>
        )}

        <p className="auth-card__footer">
          Already have an account? <Link to="/signin">Log in</Link>
        </p>
        <p className="auth-card__footer">
          <Link to="/landing">Back to home</Link>
        </p>
      </div>
    </main>
  );
}
