import type { Mailbox } from '@leadgen/contracts';
import {
  imapFieldErrors,
  imapFormFrom,
  imapRequest,
  imapWords,
  pausedBanner,
  turnOn,
  withSecurity,
  type ImapForm,
} from './imap.logic.js';
import { formFromMailbox, mailboxRequest } from './mailbox.logic.js';

const imap = {
  host: 'imap.tabletech.example',
  port: 993,
  security: 'tls' as const,
  user: 'ana@tabletech.example',
  has_password: true,
  last_checked_at: '2026-12-03T15:00:00Z',
  error: null,
};
const own = {
  host: 'smtp.tabletech.example',
  port: 465,
  security: 'tls',
  user: 'ana@tabletech.example',
  has_password: true,
  from_name: 'Ana Ruiz',
  from_address: 'ana@tabletech.example',
  postal_address: '12 Main St, Austin, TX 78701',
  daily_cap: 40,
  window_start_hour: 9,
  window_end_hour: 17,
  source: 'own',
  verified_at: null,
  sent_today: 0,
  imap,
} satisfies Mailbox;
const off: ImapForm = { on: false, host: '', port: '993', security: 'tls', user: '', password: '' };

describe("the mailbox form's 'Answers (IMAP)' group", () => {
  it('starts off with TLS on port 993, or from the saved settings, never with the password', () => {
    expect(imapFormFrom(null)).toEqual(off);
    expect(imapFormFrom({ ...own, imap: null })).toEqual(off);
    expect(imapFormFrom({ ...own, source: 'demo' })).toEqual(off);
    expect(imapFormFrom(own)).toEqual({
      on: true,
      host: 'imap.tabletech.example',
      port: '993',
      security: 'tls',
      user: 'ana@tabletech.example',
      password: '',
    });
  });

  it('starts from the sending settings when turned on, keeping what was typed', () => {
    expect(turnOn(off, { host: 'smtp.gmail.com', user: 'ana@gmail.com' })).toMatchObject({
      on: true,
      host: 'imap.gmail.com',
      user: 'ana@gmail.com',
    });
    expect(turnOn(off, { host: '127.0.0.1', user: '' })).toMatchObject({ on: true, host: '', user: '' });
    expect(turnOn({ ...off, host: 'mail.x.example' }, { host: 'smtp.gmail.com', user: 'a' }).host).toBe(
      'mail.x.example',
    );
  });

  it('moves the port with the security, unless the rep typed another', () => {
    expect(withSecurity(off, 'starttls')).toMatchObject({ security: 'starttls', port: '143' });
    expect(withSecurity({ ...off, port: '143', security: 'starttls' }, 'tls').port).toBe('993');
    expect(withSecurity({ ...off, port: '1143' }, 'starttls').port).toBe('1143');
  });

  it('sends the settings while on, null to stop reading what is saved, and nothing otherwise', () => {
    const form = imapFormFrom(own);
    expect(imapRequest(form, own)).toEqual({
      host: 'imap.tabletech.example',
      port: 993,
      security: 'tls',
      user: 'ana@tabletech.example',
    });
    expect(imapRequest({ ...form, password: 'app-pass' }, own)?.password).toBe('app-pass');
    expect(imapRequest({ ...form, port: 'x' }, null)).toMatchObject({ password: '' });
    expect(Number.isNaN(imapRequest({ ...form, port: 'x' }, null)?.port)).toBe(true);
    expect(imapRequest({ ...form, on: false }, own)).toBeNull();
    expect(imapRequest(off, null)).toBeUndefined();
    expect(imapRequest(off, { ...own, imap: null })).toBeUndefined();
  });

  it("never keeps the demo mailbox's reading, or its password, for the rep's own mailbox", () => {
    const demo = { ...own, source: 'demo' as const };
    expect(imapRequest(off, demo)).toBeNull();
    expect(imapRequest({ ...imapFormFrom(own), password: '' }, demo)).toHaveProperty('password', '');
  });

  it('rides along the mailbox save only when there is something to say', () => {
    const smtp = formFromMailbox(own);
    expect(mailboxRequest(smtp, true)).not.toHaveProperty('imap');
    expect(mailboxRequest(smtp, true, null)).toHaveProperty('imap', null);
    expect(mailboxRequest(smtp, true, imapRequest(imapFormFrom(own), own))).toMatchObject({
      imap: { host: 'imap.tabletech.example', port: 993 },
    });
  });

  it("puts the server's 'imap.port' message beside the group's port", () => {
    expect(
      imapFieldErrors({ 'imap.port': 'IMAP port must be from 1 to 65535', port: 'SMTP port must be a number' }),
    ).toEqual({ port: 'IMAP port must be from 1 to 65535' });
  });
});

describe("the mailbox's summary of answers", () => {
  it('says where answers are read, when last, and the last error in words', () => {
    const words = imapWords(imap);
    expect(words.where).toBe('Answers are read from imap.tabletech.example:993 as ana@tabletech.example.');
    expect(words.checked).toMatch(/^Last checked Thu, Dec 3, \d{1,2}:00 (AM|PM)\.$/);
    expect(words.error).toBeNull();
    const failed = imapWords({ ...imap, last_checked_at: null, error: 'The mail server refused the password.' });
    expect(failed.checked).toBe('Not checked yet.');
    expect(failed.error).toBe('The last check failed: The mail server refused the password.');
    expect(imapWords(null).where).toMatch(/^Answers are not read/);
  });

  it('says why new emails are paused', () => {
    expect(pausedBanner({ reason: '3 of the last 50 emails bounced.', since: '2026-12-03T15:00:00Z' })).toBe(
      'New emails are paused: 3 of the last 50 emails bounced',
    );
    expect(pausedBanner({ reason: ' ', since: 'x' })).toBe('New emails are paused');
    expect(pausedBanner(null)).toBeNull();
    expect(pausedBanner(undefined)).toBeNull();
  });
});
