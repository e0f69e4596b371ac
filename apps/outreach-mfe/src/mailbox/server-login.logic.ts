/** A number as typed: blank is no number, so the server names the field to fix. */
export const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** A mail server's address and sign-in as typed, for sending (SMTP) or reading answers (IMAP). */
interface ServerLoginForm<S extends string> {
  host: string;
  port: string;
  security: S;
  user: string;
  /** Empty keeps the saved password; it is never shown back. */
  password: string;
}

/** The server part of a save request: a blank password is left out when one is saved (it is kept). */
export function serverLogin<S extends string>(form: ServerLoginForm<S>, passwordSaved: boolean) {
  return {
    host: form.host,
    port: num(form.port),
    security: form.security,
    user: form.user,
    ...(form.password || !passwordSaved ? { password: form.password } : {}),
  };
}
