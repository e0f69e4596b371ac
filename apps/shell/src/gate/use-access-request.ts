import { accessRequestedText, ApiError, apiErrorText } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { publicApi } from '../auth/public.client.js';

const REQUEST_FAILED = 'Your request could not be sent. Please try again.';

/** 'Ask for access': the visitor's email (and company) goes to the team that hands out codes. */
export function useAccessRequest() {
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await publicApi.call('accessRequest', { email, company });
      setSent(accessRequestedText(email.trim().toLowerCase()));
    } catch (err) {
      // A field's own message ('Please enter a valid email address') says best what to fix.
      const fields = err instanceof ApiError ? err.envelope.fields : undefined;
      setError(fields?.email?.[0] ?? apiErrorText(err, REQUEST_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, company, setCompany, error, sent, busy, submit };
}
