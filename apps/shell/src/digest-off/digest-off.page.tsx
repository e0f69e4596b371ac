import { Alert, Button, LoadingState } from '@leadgen/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BrandMark } from '../app/brand.mark.js';
import { DIGEST_OFF_TITLE, tokenFromSearch } from './digest-off.logic.js';
import { useDigestOff, type DigestOffState } from './use-digest-off.js';
import './digest-off.css';

export interface DigestOffViewProps {
  state: DigestOffState;
  onRetry: () => void;
}

/** What the rep sees after the digest's opt-out link: turning it off, then the server's words, or the failure. */
export function DigestOffView({ state, onRetry }: DigestOffViewProps) {
  return (
    <main className="digest-off">
      <div className="digest-off__card lg-card">
        <BrandMark />
        <h1 className="digest-off__title">Weekly digest</h1>
        {state.step === 'sending' && <LoadingState message="Turning off the weekly digest..." />}
        {state.step === 'done' && (
          <p role="status" data-testid="digest-off-message" className="digest-off__message">
            {state.message}
          </p>
        )}
        {state.step === 'failed' && (
          <>
            <Alert tone="error" data-testid="digest-off-error">
              {state.error}
            </Alert>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </>
        )}
        {state.step !== 'sending' && (
          <p className="digest-off__line">
            <a href="/app/account">Open Account Settings</a>
          </p>
        )}
      </div>
    </main>
  );
}

/**
 * The public page of the weekly digest's opt-out link (/digest-off?token=...): no sign-in needed,
 * the link itself turns the digest off. The browser tab is titled for the page while it is open.
 */
export function DigestOffPage() {
  const { search } = useLocation();
  const { state, retry } = useDigestOff(tokenFromSearch(search));
  useEffect(() => {
    const before = document.title;
    document.title = DIGEST_OFF_TITLE;
    return () => {
      document.title = before;
    };
  }, []);
  return <DigestOffView state={state} onRetry={retry} />;
}
