// The outreach service as the stack runs it: only once it is built (an area deployed on its own may
// not be), with the app's public address for its unsubscribe links, the simulator's mailbox as the
// demo mailbox while the simulator plays the mail, and a key for the mailbox passwords it keeps.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OUTREACH_NAME = 'outreach';
/** The sender the demo mailbox writes as, unless OUTREACH_DEMO_FROM says otherwise. */
export const OUTREACH_DEMO_FROM = 'demo@leadgen.test';
/** Where the default install keeps the key it made, in the data folder. */
export const OUTREACH_KEY_FILE = 'outreach-secret.key';

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/** Whether the outreach service is built here (services/outreach/dist/main.js). */
export function outreachBuilt(root) {
  return existsSync(path.join(root, 'services', OUTREACH_NAME, 'dist', 'main.js'));
}

/**
 * The key that seals the reps' mailbox passwords (32 random bytes, base64), made once into the data
 * folder and read from there on every later start: a key made anew would leave every saved password
 * unreadable.
 */
export function outreachKeyIn(dataDir) {
  const file = path.join(dataDir, OUTREACH_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': two starts at once never write two keys; the second reads the first's.
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (Buffer.from(key, 'base64').length !== 32)
    throw new Error(
      `${file} does not hold a 32-byte base64 key: set OUTREACH_SECRET_KEY, or remove the file to make a new one`,
    );
  return key;
}

/**
 * The settings the outreach service gets on top of everyone's. What the operator set stays theirs:
 * OUTREACH_PUBLIC_URL (else the app's address), OUTREACH_DEMO_SMTP_URL / OUTREACH_DEMO_FROM /
 * OUTREACH_DEMO_IMAP_URL (else the simulator's mailbox while it plays the mail, none otherwise: the
 * demo rep sends through its SMTP server and reads the restaurants' answers from its IMAP INBOX)
 * and OUTREACH_SECRET_KEY (else, outside production, the key kept in the data folder; production
 * must be given one).
 */
export function outreachSettings(env, { appUrl, demoSmtpUrl, demoImapUrl, dataDir }) {
  const production = env.NODE_ENV === 'production';
  return {
    ...(isSet(env.OUTREACH_PUBLIC_URL) ? {} : { OUTREACH_PUBLIC_URL: appUrl }),
    ...(demoSmtpUrl && !production && !isSet(env.OUTREACH_DEMO_SMTP_URL)
      ? {
          OUTREACH_DEMO_SMTP_URL: demoSmtpUrl,
          OUTREACH_DEMO_FROM: isSet(env.OUTREACH_DEMO_FROM) ? env.OUTREACH_DEMO_FROM : OUTREACH_DEMO_FROM,
          // The same mailbox's INBOX, where the answers to what it sent arrive.
          ...(demoImapUrl && !isSet(env.OUTREACH_DEMO_IMAP_URL) ? { OUTREACH_DEMO_IMAP_URL: demoImapUrl } : {}),
        }
      : {}),
    ...(production || isSet(env.OUTREACH_SECRET_KEY) ? {} : { OUTREACH_SECRET_KEY: outreachKeyIn(dataDir) }),
  };
}
