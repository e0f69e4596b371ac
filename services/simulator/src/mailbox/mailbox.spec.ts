import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startMailbox, type Mailbox } from './mailbox.js';
import { mailsTo, verificationCodeIn } from './mailbox.reader.js';

describe('the simulated mailbox (MailDev)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-mailbox-'));
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox({ host: '127.0.0.1', smtpPort: 0, webPort: 0, mailDirectory: dir });
  });
  afterAll(async () => {
    await mailbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (to: string, text: string) =>
    nodemailer
      .createTransport(mailbox.smtpUrl)
      .sendMail({ from: 'no-reply@leadgen.example.com', to, subject: 'Your verification code', text });

  it('listens on free loopback ports when asked for port 0', () => {
    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(mailbox.pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(mailbox.smtpUrl.split(':')[2]).not.toBe(mailbox.pageUrl.split(':')[2]);
  });

  it('lists a mail sent by SMTP in its REST API, to its recipient only', async () => {
    await send('rep.one@example.com', 'Your verification code is 123456.');
    const mails = await mailsTo(mailbox.pageUrl, 'Rep.One@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your verification code' });
    expect(mails[0]!.text).toContain('123456');
    expect(await mailsTo(mailbox.pageUrl, 'someone.else@example.com')).toEqual([]);
  });

  it('reads the newest code sent to a rep, and waits for one asked for again', async () => {
    await send('rep.two@example.com', 'Your verification code is 111111.');
    expect(await verificationCodeIn(mailbox.pageUrl, 'rep.two@example.com')).toBe('111111');
    const again = verificationCodeIn(mailbox.pageUrl, 'rep.two@example.com', { after: 1 });
    await send('rep.two@example.com', 'Your verification code is 222222.');
    expect(await again).toBe('222222');
  });

  it('serves the page a rep opens in the browser', async () => {
    const page = await fetch(mailbox.pageUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
  });
});
