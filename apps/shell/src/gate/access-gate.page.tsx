import { ApiError } from '@leadgen/contracts';
import { Button, TextField } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { BrandMark } from '../app/brand.js';
import { delay, errorText } from '../app/errors.js';
import { STORAGE_KEYS, writeStored } from '../app/storage.js';
import { publicApi } from '../auth/auth.context.js';
import { GATE_DELAY_MS, INVALID_ACCESS_CODE } from './gate.js';

const COMING = [
  'AI-powered restaurant lead generation',
  'Personalized sales pitch creation',
  'Advanced analytics dashboard',
] as const;

type Outcome = { ok: true } | { ok: false; wrongCode: boolean; message: string };

/** Asks the server; the code itself is never part of the bundle. */
async function checkCode(code: string): Promise<Outcome> {
  try {
    await publicApi.call('accessCheck', { code });
    return { ok: true };
  } catch (err) {
    const wrongCode = err instanceof ApiError && err.status === 403;
    return { ok: false, wrongCode, message: wrongCode ? INVALID_ACCESS_CODE : errorText(err, INVALID_ACCESS_CODE) };
  }
}

/** The pre-launch Coming Soon screen in front of / (spec 2, access gate). */
export function AccessGatePage({ onPass }: { onPass: () => void }) {
  const comingId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
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

  return (
    <main className="gate-page">
      <div className="gate-card lg-card">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <p className="gate-card__badge">Pre-launch</p>
        <h1 className="gate-card__title">Coming Soon</h1>
        <p className="lg-muted gate-card__lead">
          We are putting the finishing touches on the platform. Have an access code? Enter it to look around.
        </p>

        <form className="lg-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label="Access Code"
            type="password"
            autoComplete="off"
            placeholder="Enter your access code"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <div id={errorId} className="lg-alert lg-alert--error" role="alert">
              {error}
            </div>
          )}
          <Button type="submit" block loading={busy} disabled={!code}>
            Access Platform
          </Button>
        </form>

        <section className="gate-coming" aria-labelledby={comingId}>
          <h2 id={comingId}>What&apos;s coming</h2>
          <ul>
            {COMING.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
