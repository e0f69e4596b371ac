import { useState, type FormEvent } from 'react';
import { useAuth } from './auth.context.js';
import { LOGIN_FAILED_TRY_AGAIN, SignInError } from './signin.logic.js';

/** The sign-in form: both fields are needed; a failure shows the server's message and lets the visitor try again. */
export function useSignInForm() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
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
      setError(err instanceof SignInError ? err.message : LOGIN_FAILED_TRY_AGAIN);
      setBusy(false);
    }
  }

  return { email, setEmail, password, setPassword, remember, setRemember, error, busy, submit };
}
