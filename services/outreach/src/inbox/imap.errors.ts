/** Why a mailbox could not be read, in the rep's words (never the password, never the server's whole reply). */
export function imapFailureWords(err: unknown, where: { host: string; port: number }): string {
  const e = (err ?? {}) as { code?: string; authenticationFailed?: boolean; message?: string; responseText?: string };
  const code = e.code ?? '';
  if (
    e.authenticationFailed ||
    /AUTHENTICATIONFAILED|NoConnection.*auth|Invalid credentials/i.test(
      `${code} ${e.responseText ?? ''} ${e.message ?? ''}`,
    )
  ) {
    return 'Your IMAP server refused the sign-in: check the user and password (Gmail and Microsoft 365 need an app password).';
  }
  if (/CERT|SSL|TLS|wrong version|handshake|self.signed/i.test(`${code} ${e.message ?? ''}`)) {
    return 'Your IMAP server refused a secure connection: check the port and the security setting (TLS or STARTTLS).';
  }
  if (
    /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|CONNECT_TIMEOUT|ETIMEDOUT|GREETING_TIMEOUT/i.test(
      `${code} ${e.message ?? ''}`,
    )
  ) {
    return `Your IMAP server could not be reached at ${where.host}:${where.port}: check the host and port.`;
  }
  return `Your IMAP server at ${where.host}:${where.port} did not let the mailbox be read: check the host, port and security setting.`;
}
