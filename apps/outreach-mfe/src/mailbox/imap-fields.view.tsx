import { IMAP_SECURITY, IMAP_SECURITY_LABELS, type ImapSecurity } from '@leadgen/contracts';
import { Button, Field, TextField } from '@leadgen/ui';
import { turnOn, withSecurity, type ImapForm } from './imap.logic.js';
import type { useMailbox } from './use-mailbox.js';

const ERR = { className: 'or-field-error' };

/**
 * The form's 'Answers (IMAP)' group: where the product reads the rep's replies, out-of-office notes
 * and bounces. Its fields show once reading is on, so the sending fields stay the only ones named
 * 'Port' or 'Password' until then; the password is never shown back.
 */
export function ImapFields({ mb }: { mb: ReturnType<typeof useMailbox> }) {
  const { imap, imapFields: errors, mailbox } = mb;
  const saved = mailbox?.source === 'own' ? mailbox.imap : null;
  const text = (name: 'host' | 'port' | 'user' | 'password', label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={imap[name]}
      error={errors[name]}
      errorProps={ERR}
      onChange={(e) => mb.editImap({ [name]: e.target.value } as Partial<ImapForm>)}
      {...extra}
    />
  );
  return (
    <fieldset className="or-grid__wide or-imap" data-testid="mailbox-imap">
      <legend>Answers (IMAP)</legend>
      <p className="lg-muted or-hint">
        Read the replies, out-of-office notes and bounces in this mailbox, so a reply stops the follow-ups on its own.
      </p>
      <label className="or-check">
        <input
          type="checkbox"
          checked={imap.on}
          onChange={(e) => mb.editImap((f) => (e.target.checked ? turnOn(f, mb.form) : { ...f, on: false }))}
        />
        Read answers from this mailbox
      </label>
      {!imap.on && saved && <p className="or-hint">Saving stops reading answers.</p>}
      {imap.on && (
        <div className="or-grid">
          {text('host', 'IMAP host', { placeholder: 'imap.gmail.com', autoComplete: 'off' })}
          {text('port', 'IMAP port', { inputMode: 'numeric' })}
          <Field label="IMAP security" error={errors.security} errorProps={ERR}>
            {(control) => (
              <select
                {...control}
                className="lg-input"
                value={imap.security}
                onChange={(e) => mb.editImap((f) => withSecurity(f, e.target.value as ImapSecurity))}
              >
                {IMAP_SECURITY.map((s) => (
                  <option key={s} value={s}>
                    {IMAP_SECURITY_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('user', 'IMAP user', { autoComplete: 'off' })}
          {text('password', 'IMAP password', {
            type: 'password',
            autoComplete: 'new-password',
            hint: saved?.has_password ? 'Saved. Leave blank to keep it.' : undefined,
            hintProps: { className: 'lg-muted or-saved', 'data-testid': 'imap-password-saved' },
          })}
        </div>
      )}
      {saved && (
        <div className="or-actions">
          <Button variant="secondary" size="sm" loading={mb.stopping} disabled={mb.saving} onClick={mb.stopReading}>
            Stop reading answers
          </Button>
        </div>
      )}
    </fieldset>
  );
}
