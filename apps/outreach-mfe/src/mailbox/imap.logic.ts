import type { ImapSecurity, ImapSettings, Mailbox } from '@leadgen/contracts';
import { formatWhen } from '../shared/errors.logic.js';
import { serverLogin } from './server-login.logic.js';

/** The 'Answers (IMAP)' group as typed: whether answers are read, and where (numbers stay text until saved). */
export interface ImapForm {
  on: boolean;
  host: string;
  port: string;
  security: ImapSecurity;
  user: string;
  /** Empty keeps the saved password; it is never shown back. */
  password: string;
}

/** The usual port of each kind of security: 993 with TLS from the start, 143 otherwise. */
export const IMAP_PORTS: Record<ImapSecurity, number> = { tls: 993, starttls: 143, none: 143 };

/** The group from the saved mailbox: on, with its settings, when answers are read; else off with TLS on 993. */
export function imapFormFrom(mailbox: Mailbox | null | undefined): ImapForm {
  const imap = mailbox?.source === 'own' ? mailbox.imap : null;
  if (!imap) return { on: false, host: '', port: String(IMAP_PORTS.tls), security: 'tls', user: '', password: '' };
  return { on: true, host: imap.host, port: String(imap.port), security: imap.security, user: imap.user, password: '' };
}

/**
 * Turning reading on starts from the sending settings where they say it: 'smtp.example.com' reads
 * at 'imap.example.com', as the same user. What the rep typed already is kept.
 */
export function turnOn(form: ImapForm, smtp: { host: string; user: string }): ImapForm {
  const host = form.host || smtp.host.trim().replace(/^smtp\./i, 'imap.');
  return { ...form, on: true, host: /^imap\./i.test(host) ? host : form.host, user: form.user || smtp.user.trim() };
}

/** A new kind of security moves the port to its usual one, unless the rep typed another port. */
export function withSecurity(form: ImapForm, security: ImapSecurity): ImapForm {
  const usual = Object.values(IMAP_PORTS).map(String);
  const port = usual.includes(form.port.trim()) || !form.port.trim() ? String(IMAP_PORTS[security]) : form.port;
  return { ...form, security, port };
}

/**
 * The `imap` of the save request: the settings while reading is on (a blank password keeps the
 * rep's saved one), null to stop reading what is saved (the demo mailbox's reading too, when the
 * rep's own mailbox takes its place), and nothing at all when none is saved or wanted.
 */
export function imapRequest(form: ImapForm, mailbox: Mailbox | null | undefined): ImapSettings | null | undefined {
  if (!form.on) return mailbox?.imap ? null : undefined;
  const passwordSaved = mailbox?.source === 'own' && !!mailbox.imap?.has_password;
  return serverLogin(form, passwordSaved);
}

/** The server names an IMAP field 'imap.port': its message, by the group's own field name. */
export function imapFieldErrors(fields: Record<string, string>): Partial<Record<keyof ImapForm, string>> {
  const mine: Partial<Record<keyof ImapForm, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = /^imap\.(host|port|security|user|password)$/.exec(name)?.[1] as keyof ImapForm | undefined;
    if (field) mine[field] = message;
  }
  return mine;
}

/** Where answers are read, when last, and what went wrong, in words for the mailbox's summary. */
export function imapWords(imap: Mailbox['imap']): { where: string; checked: string; error: string | null } {
  if (!imap)
    return {
      where: 'Answers are not read: set IMAP below, so a reply stops the follow-ups on its own.',
      checked: '',
      error: null,
    };
  const checked = formatWhen(imap.last_checked_at);
  return {
    where: `Answers are read from ${imap.host}:${imap.port} as ${imap.user}.`,
    checked: checked ? `Last checked ${checked}.` : 'Not checked yet.',
    error: imap.error ? `The last check failed: ${imap.error}` : null,
  };
}

/** The banner while the bounce breaker holds new first emails back. */
export function pausedBanner(paused: Mailbox['sending_paused']): string | null {
  if (!paused) return null;
  const reason = paused.reason.trim().replace(/\.$/, '');
  return reason ? `New emails are paused: ${reason}` : 'New emails are paused';
}
