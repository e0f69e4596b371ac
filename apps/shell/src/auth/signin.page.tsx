import { Button, Field, TextField } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../app/brand.js';
import { useDemoMode } from '../app/use-demo-mode.js';
import { useAuth } from './auth.context.js';

const OTHER_METHODS = ['Google', 'Microsoft', 'Apple', 'SSO', 'Passkey'] as const;

export function SignInPage() {
  const { signIn } = useAuth();
  const demoMode = useDemoMode();
  const rememberId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !password.trim()) {
      setError('Email and password are required');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn(trimmed, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Login failed');
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <div className="auth-card lg-card">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <h1 className="auth-card__title">Welcome back</h1>
        <p className="lg-muted auth-card__subtitle">Log in to find and pitch your next restaurant customers.</p>

        {demoMode && (
          <div className="lg-alert lg-alert--info" data-testid="demo-mode-note">
            <strong>Demo mode:</strong> any email and password creates an account automatically.
          </div>
        )}

        <form className="lg-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field label="Password">
            {(control) => (
              <div className="password-field">
                <input
                  {...control}
                  className="lg-input"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <button
                  type="button"
                  className="password-field__toggle"
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? 'Hide' : 'Show'}
                  <span className="lg-visually-hidden"> password</span>
                </button>
              </div>
            )}
          </Field>
          <div className="lg-row" style={{ justifyContent: 'space-between' }}>
            <label className="lg-check" htmlFor={rememberId}>
              <input id={rememberId} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              Remember me
            </label>
            <span className="lg-muted auth-forgot">Forgot my password</span>
          </div>

          {error && (
            <div className="lg-alert lg-alert--error" role="alert">
              {error}
            </div>
          )}

          <Button type="submit" block loading={busy}>
            {busy ? 'Logging in...' : 'Log in'}
          </Button>
        </form>

        <div className="auth-divider">
          <span>or continue with</span>
        </div>
        <div className="auth-methods">
          {OTHER_METHODS.map((method) => (
            <Button
              key={method}
              variant="secondary"
              size="sm"
              onClick={() => window.alert(`${method} sign-in will be implemented soon.`)}
            >
              {method}
            </Button>
          ))}
        </div>

        <p className="auth-card__footer">
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
        <p className="auth-card__footer">
          <Link to="/landing">Back to home</Link>
        </p>
      </div>
    </main>
  );
}
