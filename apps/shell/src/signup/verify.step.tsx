import { Alert, TextField } from '@leadgen/ui';
import { sanitizeCode } from './wizard.logic.js';

export interface VerifyStepProps {
  code: string;
  onCode: (code: string) => void;
  onResend: () => void;
  resending: boolean;
  /** The simulated mailbox's page (demo mode only); null: the code went to the rep's own inbox. */
  mailboxUrl: string | null;
}

/** The 6-digit code sent by email, with a way to have it sent again, and in demo mode where to read it. */
export function VerifyStep({ code, onCode, onResend, resending, mailboxUrl }: VerifyStepProps) {
  return (
    <>
      <TextField
        label="Verification code"
        className="wizard-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        value={code}
        onChange={(e) => onCode(sanitizeCode(e.target.value))}
        autoFocus
      />
      <p className="wizard-hint">
        Didn&apos;t get it?{' '}
        <button type="button" className="lg-link-btn" onClick={onResend} disabled={resending}>
          {resending ? 'Sending...' : 'Resend code'}
        </button>
      </p>
      {mailboxUrl && (
        <Alert tone="info" className="wizard-mailbox-note" data-testid="mailbox-note">
          <strong>Demo mode:</strong> the code goes to the demo mailbox, not to a real inbox.{' '}
          <a href={mailboxUrl} target="_blank" rel="noopener noreferrer">
            Open the demo mailbox
          </a>{' '}
          to read it.
        </Alert>
      )}
    </>
  );
}
