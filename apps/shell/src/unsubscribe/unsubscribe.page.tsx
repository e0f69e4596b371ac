import { Alert, Button } from '@leadgen/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { tokenFromPath, UNSUBSCRIBE_TITLE } from './unsubscribe.logic.js';
import { useUnsubscribe, type UnsubscribeState } from './use-unsubscribe.js';
import './unsubscribe.css';

export interface UnsubscribeViewProps {
  state: UnsubscribeState;
  onUnsubscribe: () => void;
}

/**
 * The page as the email's recipient (a restaurant owner, not a rep) sees it: neutral, with no
 * product name, logo or app navigation; the sender is named once the server says who it was.
 */
export function UnsubscribeView({ state, onUnsubscribe }: UnsubscribeViewProps) {
  const done = state.step === 'done';
  return (
    <main className="unsub-page">
      <div className="unsub-card lg-card">
        <h1 className="unsub-card__title">{done ? 'Unsubscribed' : 'Unsubscribe'}</h1>
        {done ? (
          <>
            <p role="status" data-testid="unsubscribe-message" className="unsub-card__message">
              {state.message}
            </p>
            <p className="lg-muted unsub-card__line">You can close this page.</p>
          </>
        ) : (
          <>
            <p className="lg-muted unsub-card__line">
              Stop getting emails from the sender of the email that brought you here.
            </p>
            {state.step === 'failed' && <Alert tone="error">{state.error}</Alert>}
            <Button onClick={onUnsubscribe} disabled={state.step === 'sending'}>
              {state.step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}

/**
 * The public page an email's unsubscribe link opens: no sign-in, no access gate, no remote. One
 * button unsubscribes; the page then says what the server answered (the same neutral words for a
 * link it does not know, so it never tells whether an address exists). The browser tab is titled
 * for the page, not for the product, while it is open.
 */
export function UnsubscribePage() {
  const { pathname } = useLocation();
  const { state, unsubscribe } = useUnsubscribe(tokenFromPath(pathname));
  useEffect(() => {
    const before = document.title;
    document.title = UNSUBSCRIBE_TITLE;
    return () => {
      document.title = before;
    };
  }, []);
  return <UnsubscribeView state={state} onUnsubscribe={() => void unsubscribe()} />;
}
