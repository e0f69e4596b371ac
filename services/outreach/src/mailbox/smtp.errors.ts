/*
 * What a mail server's refusal means for the rep, from nodemailer's error: its code, the SMTP
 * command it failed at and the server's reply code. The server's own words are kept short and
 * never include the password (nodemailer does not echo it).
 */

export type SmtpFailureKind =
  /** The user or password was refused. */
  | 'auth'
  /** The secure connection could not be made (wrong port for the security, bad certificate). */
  | 'tls'
  /** The host could not be reached (wrong host, port closed, DNS, timed out connecting). */
  | 'unreachable'
  /** The server said try later (4xx): nothing was accepted. */
  | 'temporary'
  /** The server refused the recipient or the message for good (5xx at RCPT TO or DATA): a bounce. */
  | 'bounced'
  /** The server refused the sender (5xx at MAIL FROM). */
  | 'sender_refused'
  /** The connection broke without a reply: the server may or may not have taken the email. */
  | 'unknown';

export interface SmtpFailure {
  kind: SmtpFailureKind;
  message: string;
}

interface NodemailerError {
  code?: string;
  originalCode?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

function serverSaid(e: NodemailerError): string {
  const said = (e.response ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return said ? ` The server said: "${said}"` : '';
}

export function classifySmtpError(err: unknown, where: { host: string; port: number }): SmtpFailure {
  const e = (err ?? {}) as NodemailerError;
  const command = (e.command ?? '').toUpperCase();
  const code = e.responseCode ?? 0;
  if (e.code === 'EAUTH' || code === 535 || code === 534) {
    return { kind: 'auth', message: 'Your mail server refused the sign-in: check the user and password.' };
  }
  if (
    e.code === 'ETLS' ||
    (e.code === 'ESOCKET' && /ssl|tls|certificate|wrong version|handshake/i.test(e.message ?? ''))
  ) {
    return {
      kind: 'tls',
      message:
        'Your mail server refused a secure connection: check the port and the security setting (TLS or STARTTLS).',
    };
  }
  if (
    e.code === 'EDNS' ||
    (command === 'CONN' && UNREACHABLE_CODES.has(e.originalCode ?? '')) ||
    (e.code === 'ETIMEDOUT' && /connection timeout|greeting/i.test(e.message ?? ''))
  ) {
    return {
      kind: 'unreachable',
      message: `Your mail server could not be reached at ${where.host}:${where.port}: check the host and port.`,
    };
  }
  if (code >= 400 && code < 500) {
    return { kind: 'temporary', message: `Your mail server asked to try again later.${serverSaid(e)}` };
  }
  if (code >= 500 && command === 'MAIL FROM') {
    return { kind: 'sender_refused', message: `Your mail server refused to send from this address.${serverSaid(e)}` };
  }
  if (code >= 500 && (command === 'RCPT TO' || command === 'DATA')) {
    return { kind: 'bounced', message: `The recipient's address was refused by the mail server.${serverSaid(e)}` };
  }
  return {
    kind: 'unknown',
    message:
      'The connection to your mail server broke before it confirmed the email: it may or may not have been sent. Where your mailbox is read for answers, its Sent folder settles this within the hour.',
  };
}

/**
 * A failure before the server asked for the message's bytes: the server cannot hold the email, so
 * a connection that broke there is a retry, not an outcome unknown.
 */
export function beforeData(failure: SmtpFailure): SmtpFailure {
  if (failure.kind !== 'unknown') return failure;
  return {
    kind: 'temporary',
    message: 'The connection to your mail server broke before it took the email: it was not sent.',
  };
}
