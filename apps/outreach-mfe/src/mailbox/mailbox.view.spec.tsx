import type { Mailbox } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { ImapSummary } from './imap-summary.view.js';
import { imapFormFrom, type ImapForm } from './imap.logic.js';
import { MailboxFormView } from './mailbox-form.view.js';
import { formFromMailbox } from './mailbox.logic.js';
import { SendingPaused } from './sending-paused.view.js';
import type { useMailbox } from './use-mailbox.js';

const imap = {
  host: 'imap.tabletech.example',
  port: 993,
  security: 'tls' as const,
  user: 'ana@tabletech.example',
  has_password: true,
  last_checked_at: null,
  error: 'The mail server refused the password.',
};
const own: Mailbox = {
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
};
const noop = () => undefined;
const form = (mailbox: Mailbox | null, change: Partial<ImapForm> = {}, answers = true) =>
  renderToStaticMarkup(
    <MailboxFormView
      answers={answers}
      mb={
        {
          mailbox,
          form: formFromMailbox(mailbox),
          fields: {},
          edit: noop,
          imap: { ...imapFormFrom(mailbox), ...change },
          editImap: noop,
          imapFields: {},
          error: null,
          saving: false,
          save: noop,
          stopping: false,
          stopReading: noop,
        } as unknown as ReturnType<typeof useMailbox>
      }
    />,
  );

describe("the mailbox form's 'Answers (IMAP)' group", () => {
  it("starts off, with only a checkbox: the sending fields stay the only 'Port' and 'Password'", () => {
    const html = form(null);
    expect(html).toContain('<legend>Answers (IMAP)</legend>');
    expect(html).toMatch(/<input type="checkbox"\/>Read answers from this mailbox/);
    expect(html).not.toContain('IMAP port');
    expect(html).not.toContain('Stop reading answers');
  });

  it('shows host, port, security (TLS on 993 first), user and password once on', () => {
    const html = form(null, { on: true });
    for (const label of ['IMAP host', 'IMAP port', 'IMAP security', 'IMAP user', 'IMAP password'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('value="993"');
    expect(html).toContain('<option value="tls" selected="">TLS from the start (usually port 993)</option>');
  });

  it("never shows the saved password back, says it is saved, and offers 'Stop reading answers'", () => {
    const html = form(own);
    expect(html).toContain('value="imap.tabletech.example"');
    expect(html).toContain('data-testid="imap-password-saved"');
    expect(html).toMatch(/type="password"[^>]*value=""/);
    expect(html).toContain('>Stop reading answers<');
    expect(form(own, { on: false })).toContain('Saving stops reading answers.');
  });

  it('is not offered under a shell that cannot read answers', () => {
    expect(form(own, {}, false)).not.toContain('Answers (IMAP)');
  });
});

describe("the mailbox's answers and sending", () => {
  it('says where answers are read, that they were not checked yet, and the last error', () => {
    const html = renderToStaticMarkup(<ImapSummary imap={imap} />);
    expect(html).toContain('Answers are read from imap.tabletech.example:993 as ana@tabletech.example.');
    expect(html).toContain('Not checked yet.');
    expect(html).toContain('The last check failed: The mail server refused the password.');
  });

  it("shows why new emails are paused, with 'Resume sending'", () => {
    const paused = { reason: '3 of your last 50 emails bounced', since: '2026-12-03T15:00:00Z' };
    const html = renderToStaticMarkup(<SendingPaused paused={paused} resuming={false} onResume={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('New emails are paused: 3 of your last 50 emails bounced');
    expect(html).toContain('>Resume sending<');
    expect(renderToStaticMarkup(<SendingPaused paused={null} resuming={false} onResume={noop} />)).toBe('');
  });
});
