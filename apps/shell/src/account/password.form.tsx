import { Button, Field, PasswordInput } from '@leadgen/ui';
import type { ShowStatus } from './use-account-status.js';
import { usePasswordChange } from './use-password-change.js';

interface PasswordFieldProps {
  label: string;
  /** Names the Show/Hide toggle, e.g. "Show current password". */
  toggleLabel: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

function PasswordField({ label, toggleLabel, autoComplete, value, onChange, hint }: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} hintProps={{ className: 'account-hint' }}>
      {(control) => (
        <PasswordInput
          {...control}
          toggleLabel={toggleLabel}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The Security tab: current password, new password and its confirmation, each with a Show/Hide toggle. */
export function PasswordForm({ onStatus, onChanged }: { onStatus: ShowStatus; onChanged?: () => void }) {
  const { form, busy, set, submit } = usePasswordChange(onStatus, onChanged);
  return (
    <form className="account-form account-form--narrow" onSubmit={submit} noValidate aria-label="Change password">
      <h3>Change Password</h3>
      <PasswordField
        label="Current Password"
        toggleLabel="current password"
        autoComplete="current-password"
        value={form.current}
        onChange={set('current')}
      />
      <PasswordField
        label="New Password"
        hint="Must be at least 8 characters long."
        toggleLabel="new password"
        autoComplete="new-password"
        value={form.next}
        onChange={set('next')}
      />
      <PasswordField
        label="Confirm New Password"
        toggleLabel="new password confirmation"
        autoComplete="new-password"
        value={form.confirm}
        onChange={set('confirm')}
      />
      <div className="account-form__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
