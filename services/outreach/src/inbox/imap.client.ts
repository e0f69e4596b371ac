import { ImapFlow } from 'imapflow';
import type { OutreachEnv } from '../env.js';
import { pinMailHost } from '../mailbox/mail-host.pin.js';
import type { ImapAccess } from './imap.access.js';
import { imapFailureWords } from './imap.errors.js';

export interface ImapClientOptions {
  timeoutMs: number;
  verifyCertificates: boolean;
  allowPrivateHosts: boolean;
  /** How often a server without IDLE is asked for news (and IDLE renewed where it is offered). */
  pollMs?: number;
}

/** What every connection to a mailbox takes from the service's settings. */
export function imapOptionsOf(env: OutreachEnv): ImapClientOptions {
  return {
    timeoutMs: env.OUTREACH_IMAP_TIMEOUT_MS,
    verifyCertificates: env.NODE_ENV === 'production',
    allowPrivateHosts: env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS,
  };
}

/**
 * A connection to one mailbox, not yet opened. The host passes the private-address check at every
 * connection in production, and the connection goes to the address checked. STARTTLS is required
 * when chosen, never attempted on 'none' (local test servers only).
 */
export async function imapClient(
  access: ImapAccess,
  options: ImapClientOptions,
): Promise<{ client: ImapFlow } | { refused: string }> {
  const pinned = await pinMailHost(access.host, options.allowPrivateHosts, 'IMAP');
  if (!pinned.ok) return { refused: pinned.message };
  const client = new ImapFlow({
    host: pinned.target.host,
    servername: pinned.target.servername,
    port: access.port,
    secure: access.security === 'tls',
    doSTARTTLS: access.security === 'starttls' ? true : access.security === 'none' ? false : undefined,
    auth: { user: access.user, pass: access.password },
    tls: { rejectUnauthorized: options.verifyCertificates, servername: pinned.target.servername },
    logger: false,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: Math.max(options.timeoutMs, 5 * 60_000),
    // IDLE where the server offers it, entered a second after each read (imapflow waits 15 s by
    // default, and hears nothing meanwhile); elsewhere imapflow polls with NOOP at maxIdleTime.
    autoIdleDelay: 1_000,
    ...(options.pollMs ? { maxIdleTime: options.pollMs } : {}),
    missingIdleCommand: 'NOOP',
    disableCompression: true,
  });
  return { client };
}

/**
 * One short visit to a mailbox: signs in, runs `use`, signs out. What `use` answered, or why the
 * mailbox could not be read, in the rep's words.
 */
export async function visitMailbox<T>(
  access: ImapAccess,
  options: ImapClientOptions,
  use: (client: ImapFlow) => Promise<T>,
): Promise<{ value: T } | { failed: string }> {
  const opened = await imapClient(access, options);
  if ('refused' in opened) return { failed: opened.refused };
  const { client } = opened;
  client.on('error', () => undefined);
  try {
    await client.connect();
    const value = await use(client);
    await client.logout();
    return { value };
  } catch (err) {
    client.close();
    return { failed: imapFailureWords(err, access) };
  }
}
