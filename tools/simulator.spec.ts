import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_IMAP_PASSWORD, DEMO_REP_ADDRESS, startSimulator } from '@leadgen/simulator/testing';
import {
  describeMode,
  SIMULATOR_DEFAULT_PORTS,
  simulatedImapUrl,
  simulatedParts,
  simulatorEnv,
  simulatorSettings,
  // @ts-expect-error plain ESM module without types
} from './simulator.mjs';

describe('the simulator as the stack runs it', () => {
  it('plays the lead data and the mail on a bare machine, and nothing in production', () => {
    expect(simulatedParts({})).toEqual({ leads: true, mail: true });
    expect(simulatedParts({ GOOGLE_PLACES_API_KEY: '', SMTP_URL: ' ' })).toEqual({ leads: true, mail: true });
    expect(simulatedParts({ LEADS_PROVIDER: 'demo' })).toEqual({ leads: true, mail: true });
    expect(simulatedParts({ NODE_ENV: 'production' })).toEqual({ leads: false, mail: false });
  });

  it('leaves to the operator each part they name the real service for', () => {
    expect(simulatedParts({ GOOGLE_PLACES_API_KEY: 'AIza-real' })).toEqual({ leads: false, mail: true });
    expect(simulatedParts({ LEADS_PROVIDER: 'osm' })).toEqual({ leads: false, mail: true });
    expect(simulatedParts({ SMTP_URL: 'smtp://mail.example.com:587' })).toEqual({ leads: true, mail: false });
  });

  // Starting the simulator (its certificate authority, its mailbox) takes seconds on a busy machine.
  it('gives the product the settings a running simulator names for itself', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sim-settings-'));
    const simulator = await startSimulator({ dataDir });
    try {
      const port = (url: string) => Number(new URL(url).port);
      const computed = simulatorSettings(
        {
          port: port(simulator.url),
          smtpPort: port(simulator.mailbox!.smtpUrl.replace('smtp:', 'http:')),
          mailboxPort: port(simulator.mailbox!.pageUrl),
          imapPort: simulator.mailbox!.imap.port,
          dataDir,
        },
        { leads: true, mail: true },
      );
      expect(computed).toEqual(simulator.settings);
    } finally {
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('gives only the mail settings when the lead data is real, and only the lead data when the mail is', () => {
    const at = { port: 4010, smtpPort: 1025, mailboxPort: 1080, imapPort: 1143, dataDir: '/data/simulator' };
    expect(Object.keys(simulatorSettings(at, { leads: false, mail: true })).sort()).toEqual([
      'MAILBOX_IMAP_URL',
      'MAILBOX_PAGE_URL',
      'SMTP_URL',
    ]);
    const leads = simulatorSettings(at, { leads: true, mail: false });
    expect(leads).not.toHaveProperty('SMTP_URL');
    expect(leads).not.toHaveProperty('MAILBOX_IMAP_URL');
    expect(leads).toMatchObject({
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:4010',
      SITE_PROXY_CA_FILE: '/data/simulator/sites-ca.pem',
    });
  });

  it("runs the mailbox only while the product's mail goes to it", () => {
    const at = { port: 4010, smtpPort: 1025, mailboxPort: 1080, imapPort: 1143, dataDir: '/data/simulator' };
    expect(simulatorEnv(at, { leads: true, mail: true })).toMatchObject({
      SIMULATOR_MAILBOX: 'true',
      SIMULATOR_PORT: '4010',
      SIMULATOR_IMAP_PORT: '1143',
      SIMULATOR_DATA_DIR: '/data/simulator',
    });
    expect(simulatorEnv(at, { leads: true, mail: false }).SIMULATOR_MAILBOX).toBe('false');
  });

  it("gives the demo rep's IMAP INBOX on npm start's fixed port, as the simulator names it", () => {
    expect(SIMULATOR_DEFAULT_PORTS).toMatchObject({ port: 4010, smtpPort: 1025, mailboxPort: 1080, imapPort: 1143 });
    const at = { ...SIMULATOR_DEFAULT_PORTS, dataDir: '/data/simulator' };
    expect(simulatorSettings(at, { leads: true, mail: true }).MAILBOX_IMAP_URL).toBe(
      'imap://demo%40leadgen.test:demo@127.0.0.1:1143',
    );
    const imap = new URL(simulatedImapUrl('127.0.0.1', 1143));
    expect([decodeURIComponent(imap.username), imap.password]).toEqual([DEMO_REP_ADDRESS, DEMO_IMAP_PASSWORD]);
  });

  it('says which mode npm start is in, with the mailbox page and how to leave it', () => {
    const line = describeMode({ leads: true, mail: true }, { mailboxUrl: 'http://127.0.0.1:1080' });
    expect(line).toContain('simulated outside world');
    expect(line).toContain('http://127.0.0.1:1080');
    expect(line).toMatch(/GOOGLE_PLACES_API_KEY.*SMTP_URL.*NODE_ENV=production/);
    expect(describeMode({ leads: false, mail: false })).toContain('your SMTP server');
  });
});
