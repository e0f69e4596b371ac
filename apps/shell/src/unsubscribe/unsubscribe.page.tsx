import { Alert, Button } from '@leadgen/ui';
import { useLocation } from 'react-router';
import { AuthCard } from '../auth/auth.card.js';
import { tokenFromPath } from './unsubscribe.logic.js';
import { useUnsubscribe } from './use-unsubscribe.js';

/**
 * The public page an email's unsubscribe link opens: no sign-in, no access gate, no remote. One
 * button unsubscribes; the page then says what the server answered (the same neutral words for a
 * link it does not know, so it never tells whether an address exists).
 */
export function UnsubscribePage() {
  const { pathname } = useLocation();
  const { state, unsubscribe } = useUnsubscribe(tokenFromPath(pathname));
  const done = state.step === 'done';
  return (
    <AuthCard
      title={done ? 'Unsubscribed' : 'Unsubscribe'}
      subtitle={
        done ? 'You can close this page.' : 'Stop getting emails from the sender of the email that brought you here.'
      }
    >
      {done ? (
        <p role="status" data-testid="unsubscribe-message" className="auth-card__subtitle">
          {state.message}
        </p>
      ) : (
        <>
          {state.step === 'failed' && <Alert tone="error">{state.error}</Alert>}
          <Button onClick={() => void unsubscribe()} disabled={state.step === 'sending'}>
            {state.step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
