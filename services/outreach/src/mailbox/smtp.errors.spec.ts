import { beforeData, classifySmtpError } from './smtp.errors.js';

const at = { host: 'smtp.example.com', port: 587 };

describe('what a mail server refusal means for the rep', () => {
  it('a refused sign-in asks to check the user and password', () => {
    const f = classifySmtpError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', response: '535 bad' }, at);
    expect(f).toEqual({ kind: 'auth', message: 'Your mail server refused the sign-in: check the user and password.' });
  });

  it('a TLS failure names the port and security setting', () => {
    expect(classifySmtpError({ code: 'ESOCKET', message: 'wrong version number', command: 'CONN' }, at).kind).toBe(
      'tls',
    );
    expect(classifySmtpError({ code: 'ETLS', command: 'STARTTLS' }, at).kind).toBe('tls');
  });

  it('an unreachable host names host and port', () => {
    const f = classifySmtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' }, at);
    expect(f.kind).toBe('unreachable');
    expect(f.message).toContain('smtp.example.com:587');
    expect(classifySmtpError({ code: 'EDNS', command: 'CONN' }, at).kind).toBe('unreachable');
  });

  it('a 5xx at RCPT TO or DATA is a bounce; a 4xx is a try-later', () => {
    expect(
      classifySmtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', response: '550 no such user' }, at),
    ).toEqual({
      kind: 'bounced',
      message: 'The recipient\'s address was refused by the mail server. The server said: "550 no such user"',
    });
    expect(classifySmtpError({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' }, at).kind).toBe('bounced');
    expect(classifySmtpError({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' }, at).kind).toBe('temporary');
  });

  it('a connection cut without a reply is an unknown outcome, never a failure to resend', () => {
    expect(
      classifySmtpError({ code: 'ECONNECTION', command: 'CONN', message: 'Connection closed unexpectedly' }, at).kind,
    ).toBe('unknown');
    expect(classifySmtpError({ code: 'ETIMEDOUT', command: 'CONN', message: 'Timeout' }, at).kind).toBe('unknown');
  });

  it('a connection cut before the server asked for the message is a retry: it cannot hold the email', () => {
    const cut = classifySmtpError(
      { code: 'ECONNECTION', command: 'CONN', message: 'Connection closed unexpectedly' },
      at,
    );
    expect(beforeData(cut)).toEqual({
      kind: 'temporary',
      message: 'The connection to your mail server broke before it took the email: it was not sent.',
    });
    const bounce = classifySmtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, at);
    expect(beforeData(bounce)).toBe(bounce);
  });
});
