import {
  type ImapSettings,
  OUTREACH_DAILY_CAP_DEFAULT,
  OUTREACH_WINDOW_DEFAULT,
  type Mailbox,
  type MailboxSecurity,
  type MailboxSettingsRequest,
} from '@leadgen/contracts';
import { num, serverLogin } from './server-login.logic.js';

/** The mailbox form as typed; numbers stay text until saved. */
export interface MailboxForm {
  host: string;
  port: string;
  security: MailboxSecurity;
  user: string;
  /** Empty keeps the saved password; it is never shown back. */
  password: string;
  from_name: string;
  from_address: string;
  postal_address: string;
  daily_cap: string;
  window_start_hour: string;
  window_end_hour: string;
}

/**
 * The form from the saved mailbox. The demo mailbox is not the rep's to edit: the form starts
 * empty beside it, with the usual port and the defaults, so saving it sets the rep's own.
 */
export function formFromMailbox(mailbox: Mailbox | null): MailboxForm {
  const own = mailbox?.source === 'own' ? mailbox : null;
  return {
    host: own?.host ?? '',
    port: String(own?.port ?? 587),
    security: own?.security ?? 'starttls',
    user: own?.user ?? '',
    password: '',
    from_name: own?.from_name ?? '',
    from_address: own?.from_address ?? '',
    postal_address: own?.postal_address ?? mailbox?.postal_address ?? '',
    daily_cap: String(own?.daily_cap ?? OUTREACH_DAILY_CAP_DEFAULT),
    window_start_hour: String(own?.window_start_hour ?? OUTREACH_WINDOW_DEFAULT.start_hour),
    window_end_hour: String(own?.window_end_hour ?? OUTREACH_WINDOW_DEFAULT.end_hour),
  };
}

/** A typed number as the server reads it: a number, or null (which it refuses with the field's words). */

/**
 * The save request. A blank password is left out when one is saved (it is kept); the server checks
 * every field and names the ones to fix. `imap` (see imap.logic.ts) is sent when given: settings,
 * or null to stop reading answers; left out, what is saved stays.
 */
export function mailboxRequest(
  form: MailboxForm,
  passwordSaved: boolean,
  imap?: ImapSettings | null,
): MailboxSettingsRequest {
  return {
    ...serverLogin(form, passwordSaved),
    from_name: form.from_name,
    from_address: form.from_address,
    postal_address: form.postal_address,
    daily_cap: num(form.daily_cap),
    window_start_hour: num(form.window_start_hour),
    window_end_hour: num(form.window_end_hour),
    ...(imap !== undefined ? { imap } : {}),
  };
}

/**
 * Where a failed save is said: beside its fields when the form has them (the sending fields, or
 * 'imap.*' while the IMAP group is shown), else once on the form's own line (a refused test send
 * or IMAP sign-in, 502, names no field).
 */
export function formLine(fields: Record<string, string>, message: string, imapShown: boolean): string | null {
  const named = Object.keys(fields).some(
    (name) => name in formFromMailbox(null) || (imapShown && name.startsWith('imap.')),
  );
  return named ? null : message;
}
