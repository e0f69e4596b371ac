import { Alert, Button, Field, PasswordInput, TextField } from '@leadgen/ui';
import { useId } from 'react';
import { useSignInForm } from './use-sign-in-form.js';

/** Email, password with its Show/Hide toggle, 'Remember me' (kept on screen only) and 'Log in'. */
export function SignInForm() {
  const form = useSignInForm();
  const rememberId = useId();
  return (
    <form className="lg-stack" onSubmit={form.submit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
      />
      <Field label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        )}
      </Field>
      <div className="lg-row" style={{ justifyContent: 'space-between' }}>
        <label className="lg-check" htmlFor={rememberId}>
          <input
            id={rememberId}
            type="checkbox"
            checked={form.remember}
            onChange={(e) => form.setRemember(e.target.checked)}
          />
          Remember me
        </label>
        <span className="lg-muted auth-forgot">Forgot my password</span>
      </div>

      {form.error && <Alert tone="error">{form.error}</Alert>}

      <Button type="submit" block loading={form.busy}>
        {form.busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
