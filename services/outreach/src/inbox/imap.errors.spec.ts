import { imapFailureWords } from './imap.errors.js';

const at = { host: 'imap.example.com', port: 993 };

describe("what an IMAP server's refusal means for the rep", () => {
  it('a refused sign-in asks for the user and password', () => {
    expect(imapFailureWords({ authenticationFailed: true }, at)).toContain('refused the sign-in');
  });
  it('an unreachable host names host and port', () => {
    expect(imapFailureWords({ code: 'ECONNREFUSED' }, at)).toBe(
      'Your IMAP server could not be reached at imap.example.com:993: check the host and port.',
    );
    expect(imapFailureWords({ code: 'CONNECT_TIMEOUT' }, at)).toContain('could not be reached');
  });
  it('a TLS failure names the security setting', () => {
    expect(imapFailureWords({ message: 'wrong version number' }, at)).toContain('secure connection');
  });
  it('anything else still says what to check, never the raw error', () => {
    const words = imapFailureWords(new Error('Unexpected token <'), at);
    expect(words).toContain('check the host, port and security');
    expect(words).not.toContain('Unexpected token');
  });
});
