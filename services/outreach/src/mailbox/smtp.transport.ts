import nodemailer, { type Transporter } from 'nodemailer';
import type { MailboxAccess } from './mailbox.access.js';
import { pinMailHost, type PinnedHost } from './mail-host.pin.js';
import { holdDataForGate } from './smtp.data-gate.js';

export interface TransportOptions {
  timeoutMs: number;
  /** Production checks the mail server's certificate; local test servers have none worth checking. */
  verifyCertificates: boolean;
  /** Connections a batch's emails to one mailbox share (0: one connection per email). */
  connections?: number;
}

/**
 * A transport to the rep's server whose host passed the private-address check just now (production);
 * `refused` says why it did not.
 */
export async function openCheckedTransport(
  access: MailboxAccess,
  options: TransportOptions,
  allowPrivateHosts: boolean,
): Promise<{ transport: Transporter } | { refused: string }> {
  if (access.url) return { transport: openTransport(access, options) };
  const pinned = await pinMailHost(access.host, allowPrivateHosts, 'SMTP');
  if (!pinned.ok) return { refused: pinned.message };
  return { transport: openTransport(access, options, pinned.target) };
}

/**
 * A nodemailer transport to the rep's mail server (or the simulator's), never logging what it says;
 * `sendGated` sends through it with a step at the moment the server asks for the message.
 */
export function openTransport(access: MailboxAccess, options: TransportOptions, target?: PinnedHost): Transporter {
  const timeouts = {
    // Connecting and the greeting give up before an idle socket does: a server that never answers
    // is then 'could not be reached', not a transaction cut off part way.
    connectionTimeout: Math.ceil(options.timeoutMs / 2),
    greetingTimeout: Math.ceil(options.timeoutMs / 2),
    socketTimeout: options.timeoutMs,
    logger: false,
    debug: false,
  };
  const pool = options.connections
    ? { pool: true as const, maxConnections: options.connections, maxMessages: 1000 }
    : {};
  const transport: Transporter = access.url
    ? nodemailer.createTransport({ ...pool, ...urlOptions(access.url), ...timeouts } as never)
    : nodemailer.createTransport({
        ...pool,
        host: target?.host ?? access.host,
        port: access.port,
        secure: access.security === 'tls',
        requireTLS: access.security === 'starttls',
        ignoreTLS: access.security === 'none',
        auth: access.user ? { user: access.user, pass: access.password ?? '' } : undefined,
        tls: { rejectUnauthorized: options.verifyCertificates, servername: target?.servername ?? access.host },
        ...timeouts,
      } as never);
  holdDataForGate(transport);
  return transport;
}

function urlOptions(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 25),
    secure: u.protocol === 'smtps:',
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
  };
}
