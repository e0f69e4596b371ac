import { Alert, Button, TextField } from '@leadgen/ui';
import { useId, useState } from 'react';
import { useAccessRequest } from './use-access-request.js';

/** Under the code: a visitor without one asks for it, and is told where it will come. */
export function AccessRequestForm() {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const { email, setEmail, company, setCompany, error, sent, busy, submit } = useAccessRequest();
  if (sent) {
    return (
      <Alert tone="success" data-testid="access-request-sent">
        {sent}
      </Alert>
    );
  }
  if (!open) {
    return (
      <p className="gate-ask">
        No code yet?{' '}
        <button type="button" className="gate-ask__link" onClick={() => setOpen(true)}>
          Ask for access
        </button>
      </p>
    );
  }
  return (
    <form className="lg-stack gate-ask__form" onSubmit={submit} noValidate aria-label="Ask for access">
      <TextField
        label="Your work email"
        type="email"
        autoComplete="email"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Company (optional)"
        autoComplete="organization"
        value={company}
        onChange={(e) => setCompany(e.target.value)}
      />
      {error && (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="secondary" block loading={busy} disabled={!email.trim()}>
        Send my request
      </Button>
    </form>
  );
}
