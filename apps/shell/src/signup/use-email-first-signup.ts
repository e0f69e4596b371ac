import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, readStored, writeStored } from '../app/storage.logic.js';
import { handOffPassword } from './password.handoff.js';
import { WIZARD_MESSAGES, looksLikeEmail } from './wizard.logic.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** /signup: the email first, then the password twice; the wizard at /signup-flow takes both from there. */
export function useEmailFirstSignup() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(() => readStored(STORAGE_KEYS.signupEmail) ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submitEmail(e: FormEvent) {
    e.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(WIZARD_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    setStage('password');
  }

  // The email is kept for the wizard; the password goes to it in memory only.
  function submitPassword(e: FormEvent) {
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

  function changeEmail() {
    setStage('email');
    setError(null);
  }

  return { stage, email, setEmail, password, setPassword, confirm, setConfirm, error, submitEmail, submitPassword, changeEmail };
}
