import { ApiError, apiErrorText, INVALID_ACCESS_CODE } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { STORAGE_KEYS, writeStored } from '../app/storage.logic.js';
import { publicApi } from '../auth/public.client.js';
import { GATE_DELAY_MS } from './gate.logic.js';

type Outcome = { ok: true } | { ok: false; wrongCode: boolean; message: string };

/** Asks the server; the code itself is never part of the bundle. */
async function checkCode(code: string): Promise<Outcome> {
  try {
    await publicApi.call('accessCheck', { code });
    return { ok: true };
  } catch (err) {
    const wrongCode = err instanceof ApiError && err.status === 403;
    return { ok: false, wrongCode, message: wrongCode ? INVALID_ACCESS_CODE : apiErrorText(err, INVALID_ACCESS_CODE) };
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The access code form: a right code is remembered on this browser and lets the visitor through. */
export function useAccessCode(onPass: () => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    // The result shows no sooner than 500 ms after the press, right or wrong.
    const [outcome] = await Promise.all([checkCode(code), delay(GATE_DELAY_MS)]);
    setBusy(false);
    if (outcome.ok) {
      writeStored(STORAGE_KEYS.comingSoonPassed, 'true');
      onPass();
      return;
    }
    if (outcome.wrongCode) setCode('');
    setError(outcome.message);
  }

  return { code, setCode, error, busy, submit };
}
