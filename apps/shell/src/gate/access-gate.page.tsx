import { Alert, Button, TextField } from '@leadgen/ui';
import { useId } from 'react';
import { BrandMark } from '../app/brand.mark.js';
import { AccessRequestForm } from './access-request.form.js';
import { useAccessCode } from './use-access-code.js';
import './gate.css';

const COMING = [
  'AI-powered restaurant lead generation',
  'Personalized sales pitch creation',
  'Advanced analytics dashboard',
] as const;

/** The pre-launch Coming Soon screen in front of /: an access code lets the visitor on to the landing page; without one, they ask. */
export function AccessGatePage({ onPass }: { onPass: () => void }) {
  const comingId = useId();
  const errorId = useId();
  const { code, setCode, error, busy, submit } = useAccessCode(onPass);

  return (
    <main className="gate-page">
      <div className="gate-card lg-card">
        <div className="gate-card__brand">
          <BrandMark />
        </div>
        <p className="gate-card__badge">Pre-launch</p>
        <h1 className="gate-card__title">Coming Soon</h1>
        <p className="lg-muted gate-card__lead">
          We are putting the finishing touches on the platform. Have an access code? Enter it to look around.
        </p>

        <form className="lg-stack" onSubmit={submit} noValidate>
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
            <Alert tone="error" id={errorId}>
              {error}
            </Alert>
          )}
          <Button type="submit" block loading={busy} disabled={!code}>
            Access Platform
          </Button>
        </form>
        <AccessRequestForm />

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
