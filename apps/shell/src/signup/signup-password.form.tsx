import { Alert, Button, Field, PasswordInput } from '@leadgen/ui';
import type { FormEvent } from 'react';

export interface SignupPasswordFormProps {
  email: string;
  password: string;
  confirm: string;
  onPassword: (password: string) => void;
  onConfirm: (confirm: string) => void;
  error: string | null;
  /** The server is starting the sign-up (sending the code). */
  busy: boolean;
  onChangeEmail: () => void;
  onSubmit: (e: FormEvent) => void;
}

/** The second half of /signup: the password and its confirmation, under the email they belong to; Continue sends the code. */
export function SignupPasswordForm(props: SignupPasswordFormProps) {
  const { email, password, confirm, onPassword, onConfirm, error, busy, onChangeEmail, onSubmit } = props;
  return (
    <form className="lg-stack" onSubmit={onSubmit} noValidate>
      <p className="signup-email-line">
        Signing up as <strong>{email.trim()}</strong>{' '}
        <button type="button" className="lg-link-btn" onClick={onChangeEmail}>
          Change
        </button>
      </p>
      <Field label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Field label="Confirm password">
        {(control) => (
          <PasswordInput
            {...control}
            toggleLabel="password confirmation"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => onConfirm(e.target.value)}
          />
        )}
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" block loading={busy} disabled={busy}>
        {busy ? 'Sending code...' : 'Continue'}
      </Button>
    </form>
  );
}
