import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { OUTREACH_KEY_FILE, outreachBuilt, outreachKeyIn, outreachSettings } from './outreach.mjs';

describe('outreach as the stack runs it', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'outreach-settings-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const IMAP_URL = 'imap://demo%40leadgen.test:demo@127.0.0.1:1143';
  const at = (dir: string) => ({
    appUrl: 'http://localhost:3000',
    demoSmtpUrl: 'smtp://127.0.0.1:1025',
    demoImapUrl: IMAP_URL,
    dataDir: dir,
  });

  it("gives the default install the app's address, the simulator's mailbox and a key kept in the data folder", () => {
    const settings = outreachSettings({}, at(dataDir));
    expect(settings).toEqual({
      OUTREACH_PUBLIC_URL: 'http://localhost:3000',
      OUTREACH_DEMO_SMTP_URL: 'smtp://127.0.0.1:1025',
      OUTREACH_DEMO_FROM: 'demo@leadgen.test',
      OUTREACH_DEMO_IMAP_URL: IMAP_URL,
      OUTREACH_SECRET_KEY: expect.any(String),
    });
    expect(Buffer.from(settings.OUTREACH_SECRET_KEY, 'base64')).toHaveLength(32);
    // The same key on every later start: the passwords sealed with it stay readable.
    expect(outreachSettings({}, at(dataDir)).OUTREACH_SECRET_KEY).toBe(settings.OUTREACH_SECRET_KEY);
    const file = path.join(dataDir, OUTREACH_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(settings.OUTREACH_SECRET_KEY);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("leaves the operator's own settings theirs, and gives no demo mailbox when the mail is real", () => {
    const own = {
      OUTREACH_PUBLIC_URL: 'https://leads.example.com',
      OUTREACH_DEMO_SMTP_URL: 'smtp://127.0.0.1:2525',
      OUTREACH_SECRET_KEY: 'k'.repeat(44),
    };
    expect(outreachSettings(own, at(dataDir))).toEqual({});
    expect(outreachSettings({}, { ...at(dataDir), demoSmtpUrl: undefined })).not.toHaveProperty(
      'OUTREACH_DEMO_SMTP_URL',
    );
    expect(outreachSettings({ OUTREACH_DEMO_FROM: 'ana@example.com' }, at(dataDir)).OUTREACH_DEMO_FROM).toBe(
      'ana@example.com',
    );
  });

  it("reads the demo mailbox's answers from the simulator's INBOX only while it sends through the simulator", () => {
    // The operator's own demo mailbox (SMTP) is not paired with the simulator's INBOX.
    expect(outreachSettings({ OUTREACH_DEMO_SMTP_URL: 'smtp://127.0.0.1:2525' }, at(dataDir))).not.toHaveProperty(
      'OUTREACH_DEMO_IMAP_URL',
    );
    // Their own INBOX stays theirs.
    expect(outreachSettings({ OUTREACH_DEMO_IMAP_URL: 'imap://me:pw@127.0.0.1:9143' }, at(dataDir))).not.toHaveProperty(
      'OUTREACH_DEMO_IMAP_URL',
    );
    // A simulator with no INBOX to name: the SMTP side only, as before.
    const smtpOnly = outreachSettings({}, { ...at(dataDir), demoImapUrl: undefined });
    expect(smtpOnly).toHaveProperty('OUTREACH_DEMO_SMTP_URL');
    expect(smtpOnly).not.toHaveProperty('OUTREACH_DEMO_IMAP_URL');
    expect(outreachSettings({}, { ...at(dataDir), demoSmtpUrl: undefined })).not.toHaveProperty(
      'OUTREACH_DEMO_IMAP_URL',
    );
  });

  it('makes no key and no demo mailbox in production', () => {
    expect(outreachSettings({ NODE_ENV: 'production' }, at(dataDir))).toEqual({
      OUTREACH_PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('refuses a kept key that is no key, saying what to do', () => {
    writeFileSync(path.join(dataDir, OUTREACH_KEY_FILE), 'not a key\n');
    expect(() => outreachKeyIn(dataDir)).toThrow(/32-byte base64 key: set OUTREACH_SECRET_KEY, or remove the file/);
  });

  it('runs outreach only once its build is there', () => {
    expect(outreachBuilt(dataDir)).toBe(false);
    mkdirSync(path.join(dataDir, 'services/outreach/dist'), { recursive: true });
    writeFileSync(path.join(dataDir, 'services/outreach/dist/main.js'), '');
    expect(outreachBuilt(dataDir)).toBe(true);
  });
});
