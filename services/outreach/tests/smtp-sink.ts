import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

/** One email as the sink's mail server took it: the envelope, the raw message, its headers and text. */
export interface Received {
  /** Whether the message came over TLS (STARTTLS or TLS from the start). */
  secure: boolean;
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
}

export interface SmtpSink {
  port: number;
  received: Received[];
  /** Addresses refused at RCPT TO with 550 (a bounce at the SMTP stage). */
  refuse: Set<string>;
  /** Waits this long before accepting each message's data (a slow server, for a kill mid-batch). */
  delayMs: number;
  /** While set, each message's data waits for it before the server answers (counted in `holding`). */
  hold: Promise<void> | null;
  holding: number;
  byMessageId(id: string): Received[];
  close(): Promise<void>;
}

/** Unfolds header lines and keeps the first value of each, by lower-case name. */
function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] ??= line.slice(i + 1).trim();
  }
  return headers;
}

/** The text as written, from quoted-printable or base64 as nodemailer sends it. */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), standing for the rep's mail server: it signs in
 * with one user and password when given them, refuses chosen recipients with 550, and keeps every
 * message it accepted.
 */
export async function startSmtpSink(
  options: {
    user?: string;
    password?: string;
    /** A key and certificate: STARTTLS offered, or (`implicit`) TLS from the start. */
    tls?: { key: string; cert: string; implicit?: boolean };
  } = {},
): Promise<SmtpSink> {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const sink: { delayMs: number; hold: Promise<void> | null; holding: number } = { delayMs: 0, hold: null, holding: 0 };
  const server = new SMTPServer({
    ...(options.tls
      ? { key: options.tls.key, cert: options.tls.cert, secure: options.tls.implicit ?? false }
      : { disabledCommands: ['STARTTLS'] }),
    authOptional: !options.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        return callback(null, { user: auth.username });
      const err = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return callback(err);
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = parseHeaders(raw.slice(0, split));
        const accept = () => {
          received.push({
            secure: Boolean(session.secure),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers,
            text: decodeBody(headers, raw.slice(split + 4)),
          });
          callback();
        };
        if (sink.hold) {
          sink.holding++;
          void sink.hold.then(() => {
            sink.holding--;
            accept();
          });
        } else if (sink.delayMs > 0) setTimeout(accept, sink.delayMs);
        else accept();
      });
    },
  });
  // A client killed mid-transaction (the kill test's SIGKILL) resets its connection: the server says
  // so as an 'error' event, which is the client's going, not the sink's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(sink, {
    port,
    received,
    refuse,
    byMessageId: (id: string) => received.filter((r) => r.headers['message-id'] === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpSink;
}

/** A self-signed key and certificate for 127.0.0.1 (openssl), for a mail server that speaks TLS. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outreach-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('openssl could not make a test certificate');
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
