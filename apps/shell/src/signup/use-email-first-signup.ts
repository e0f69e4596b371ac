import { ApiError, apiErrorText } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, readStored, writeStored } from '../app/storage.logic.js';
import { publicApi } from '../auth/public.client.js';
import { handOffSignup } from './signup.handoff.js';
import { WIZARD_MESSAGES, looksLikeEmail } from './wizard.logic.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** The /signup page's words when the sign-up call fails and the server gave none of its own. */
export const SIGNUP_FAILED = 'Signup failed. Please try again.';

/**
 * /signup: the email first, then the password twice. The server then starts the sign-up (it
 * sends the verification code); the email is kept and the wizard at /signup-flow goes on from
 * its verify step with the password.
 */
export function useEmailFirstSignup() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(() => readStored(STORAGE_KEYS.signupEmail) ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function submitEmail(e: FormEvent) {
    e.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(WIZARD_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    setStage('password');
  }

  async function submitPassword(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = password !== confirm ? PASSWORDS_DO_NOT_MATCH : !password ? 'Password is required' : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const address = email.trim();
    try {
      await publicApi.call('signup', { email: address });
    } catch (err) {
      if (!(err instanceof ApiError)) console.error('Sign-up failed', err);
      setError(apiErrorText(err, SIGNUP_FAILED));
      setBusy(false);
      return;
    }
    writeStored(STORAGE_KEYS.signupEmail, address);
    handOffSignup({ email: address, password });
    navigate('/signup-flow');
  }

  function changeEmail() {
    setStage('email');
    setError(null);
  }

  return {
    stage,
    email,
    setEmail,
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    busy,
    submitEmail,
    submitPassword,
    changeEmail,
  };
}
