import { MAILBOX_SECURITY, MAILBOX_SECURITY_LABELS, type MailboxSecurity } from '@leadgen/contracts';
import { Alert, Button, Field, TextField } from '@leadgen/ui';
import { ImapFields } from './imap-fields.view.js';
import type { MailboxForm } from './mailbox.logic.js';
import type { useMailbox } from './use-mailbox.js';

const ERR = { className: 'or-field-error' };

function SecurityField(props: { value: MailboxSecurity; error?: string; onChange: (s: MailboxSecurity) => void }) {
  return (
    <Field label="Security" error={props.error} errorProps={ERR}>
      {(control) => (
        <select
          {...control}
          className="lg-input"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as MailboxSecurity)}
        >
          {MAILBOX_SECURITY.map((s) => (
            <option key={s} value={s}>
              {MAILBOX_SECURITY_LABELS[s]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The form for the rep's own SMTP mailbox, and where its answers are read (IMAP, when this shell
 * can read them: `answers`); 'Test and save' sends a test email through it, and signs in to read
 * answers, before anything is kept.
 */
export function MailboxFormView({ mb, answers = true }: { mb: ReturnType<typeof useMailbox>; answers?: boolean }) {
  const { mailbox, form, fields, edit } = mb;
  const text = (name: keyof MailboxForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[name]}
      error={fields[name]}
      errorProps={ERR}
      onChange={(e) => edit({ [name]: e.target.value })}
      {...extra}
    />
  );
  return (
    <form
      className="or-grid"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void mb.save();
      }}
    >
      {text('host', 'SMTP host', { placeholder: 'smtp.gmail.com', autoComplete: 'off' })}
      {text('port', 'Port', { inputMode: 'numeric' })}
      <SecurityField value={form.security} error={fields.security} onChange={(security) => edit({ security })} />
      {text('user', 'User name', { autoComplete: 'off' })}
      {text('password', 'Password', {
        type: 'password',
        autoComplete: 'new-password',
        hint: mailbox?.source === 'own' && mailbox.has_password ? 'Saved. Leave blank to keep it.' : undefined,
        hintProps: { className: 'lg-muted or-saved', 'data-testid': 'password-saved' },
      })}
      {text('from_name', 'From name')}
      {text('from_address', 'From address', { type: 'email' })}
      <Field
        label="Postal address"
        className="or-grid__wide"
        error={fields.postal_address}
        errorProps={ERR}
        hint="Every email carries it, as the law (CAN-SPAM) asks."
        hintProps={{ className: 'lg-muted' }}
      >
        {(control) => (
          <textarea
            {...control}
            className="lg-input"
            rows={2}
            value={form.postal_address}
            onChange={(e) => edit({ postal_address: e.target.value })}
          />
        )}
      </Field>
      {text('daily_cap', 'Daily cap (emails a day)', { inputMode: 'numeric' })}
      {text('window_start_hour', 'Sending window from (hour)', { inputMode: 'numeric' })}
      {text('window_end_hour', 'Sending window to (hour)', { inputMode: 'numeric' })}
      {answers && <ImapFields mb={mb} />}
      {mb.error && (
        <Alert tone="error" className="or-grid__wide" data-testid="mailbox-error">
          {mb.error}
        </Alert>
      )}
      <div className="or-grid__wide or-actions">
        <Button type="submit" loading={mb.saving} disabled={mb.stopping}>
          {mb.saving ? 'Sending a test email...' : 'Test and save'}
        </Button>
        <span className="lg-muted or-hint">
          A test email goes through it first{answers && mb.imap.on ? ', and it signs in to read answers' : ''}; nothing
          is saved if it fails.
        </span>
      </div>
    </form>
  );
}
