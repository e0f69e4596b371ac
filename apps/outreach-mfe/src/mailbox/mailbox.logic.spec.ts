import type { Mailbox } from '@leadgen/contracts';
import { formFromMailbox, formLine, mailboxRequest } from './mailbox.logic.js';

const own: Mailbox = {
  host: 'smtp.example.com',
  port: 465,
  security: 'tls',
  user: 'ana',
  has_password: true,
  from_name: 'Ana Ruiz',
  from_address: 'ana@tabletech.example',
  postal_address: '12 Main St, Austin, TX 78701',
  daily_cap: 40,
  window_start_hour: 9,
  window_end_hour: 17,
  source: 'own',
  verified_at: '2026-11-20T10:00:00Z',
  sent_today: 3,
};

describe('the mailbox form', () => {
  it("starts from the rep's saved mailbox, never with its password", () => {
    expect(formFromMailbox(own)).toEqual({
      host: 'smtp.example.com',
      port: '465',
      security: 'tls',
      user: 'ana',
      password: '',
      from_name: 'Ana Ruiz',
      from_address: 'ana@tabletech.example',
      postal_address: '12 Main St, Austin, TX 78701',
      daily_cap: '40',
      window_start_hour: '9',
      window_end_hour: '17',
    });
  });

  it('starts empty with the defaults beside the demo mailbox, or with none', () => {
    const demo = formFromMailbox({ ...own, source: 'demo', host: '127.0.0.1', port: 1025 });
    expect(demo).toMatchObject({
      host: '',
      port: '587',
      security: 'starttls',
      daily_cap: '50',
      window_start_hour: '8',
      window_end_hour: '18',
    });
    expect(formFromMailbox(null).host).toBe('');
  });

  it('keeps the saved password when the box is left blank, and sends a new one when typed', () => {
    const form = formFromMailbox(own);
    expect(mailboxRequest(form, true)).not.toHaveProperty('password');
    expect(mailboxRequest({ ...form, password: 'new-secret' }, true).password).toBe('new-secret');
    expect(mailboxRequest(form, false).password).toBe('');
    expect(mailboxRequest(form, true)).toMatchObject({
      port: 465,
      daily_cap: 40,
      window_start_hour: 9,
      window_end_hour: 17,
    });
  });

  it('sends a number it cannot read as one the server refuses in its own words', () => {
    const req = mailboxRequest({ ...formFromMailbox(own), port: 'abc', daily_cap: '' }, true);
    expect(Number.isNaN(req.port)).toBe(true);
    expect(JSON.parse(JSON.stringify(req))).toMatchObject({ port: null, daily_cap: null });
  });
});

describe('a failed save on the form', () => {
  it('is said beside the fields the form shows, else once on its own line', () => {
    expect(formLine({ port: 'SMTP port must be from 1 to 65535' }, 'x', false)).toBeNull();
    expect(formLine({ 'imap.port': 'IMAP port must be from 1 to 65535' }, 'x', true)).toBeNull();
    expect(formLine({ 'imap.port': 'IMAP port must be from 1 to 65535' }, 'IMAP port must be...', false)).toBe(
      'IMAP port must be...',
    );
    expect(formLine({}, 'The IMAP server refused the password.', true)).toBe('The IMAP server refused the password.');
  });
});
