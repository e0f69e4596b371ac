import { Alert, TextField } from '@leadgen/ui';
import { sanitizeCode } from './wizard.logic.js';

export interface VerifyStepProps {
  code: string;
  onCode: (code: string) => void;
  onResend: () => void;
  resending: boolean;
  demoMode: boolean;
}

/** The 6-digit code sent by email, with a way to have it sent again. */
export function VerifyStep({ code, onCode, onResend, resending, demoMode }: VerifyStepProps) {
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
      {demoMode && (
        <Alert tone="info" data-testid="demo-code-note">
          <strong>Demo mode:</strong> no email is sent; the code is written to the accounts service log, and the test
          code configured on the server also works.
        </Alert>
      )}
    </>
  );
}
