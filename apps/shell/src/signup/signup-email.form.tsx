import { Alert, Button, TextField } from '@leadgen/ui';
import type { FormEvent } from 'react';

export interface SignupEmailFormProps {
  email: string;
  onEmail: (email: string) => void;
  error: string | null;
  onSubmit: (e: FormEvent) => void;
}

/** The first half of /signup: the email alone. */
export function SignupEmailForm({ email, onEmail, error, onSubmit }: SignupEmailFormProps) {
  return (
    <form className="lg-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        autoFocus
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" block disabled={!email.trim()}>
        Continue
      </Button>
    </form>
  );
}
