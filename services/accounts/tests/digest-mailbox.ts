import { z } from 'zod';

/** A mail as MailDev's REST API has it, with what the digest test reads: its headers and HTML too. */
const MailSchema = z.object({
  id: z.string(),
  subject: z.string().default(''),
  text: z.string().default(''),
  html: z.string().default(''),
  to: z.array(z.object({ address: z.string() })).default([]),
});
export type DigestMail = z.infer<typeof MailSchema>;

/** Every weekly digest the mailbox at `pageUrl` holds for `to`, oldest first. */
export async function digestsTo(pageUrl: string, to: string): Promise<DigestMail[]> {
  const res = await fetch(new URL('/api/email', pageUrl));
  if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
  const mails = z.array(MailSchema).parse(await res.json());
  return mails.filter(
    (m) => m.subject.startsWith('Your territory this week') && m.to.some((r) => r.address === to.toLowerCase()),
  );
}

/**
 * A header of the mail as it was sent (MailDev keeps the source; its parsed headers turn the
 * List-* ones into objects), its folded lines joined.
 */
export async function headerOf(pageUrl: string, mail: DigestMail, name: string): Promise<string> {
  const res = await fetch(new URL(`/api/email/${encodeURIComponent(mail.id)}/source`, pageUrl));
  if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
  const head = (await res.text()).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The opt-out token in a digest's footer link. */
export function optOutTokenIn(mail: DigestMail): string {
  const token = /\/digest-off\?token=([^\s"&<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no opt-out link in the digest '${mail.subject}'`);
  return decodeURIComponent(token);
}
