import { z } from 'zod';

/** A mail as the mailbox's REST API (MailDev's GET /api/email) lists it: the parts a reader looks at. */
const MailSchema = z.object({
  id: z.string(),
  time: z.string(),
  subject: z.string().default(''),
  text: z.string().default(''),
  to: z.array(z.object({ address: z.string() })).default([]),
  cc: z.array(z.object({ address: z.string(), name: z.string().optional() })).default([]),
  /** Its headers by lower-case name; `message-id` as the product's send answer names it. */
  headers: z.record(z.string(), z.unknown()).default({}),
  /** Its parts other than the text: a reply's calendar invite among them. */
  attachments: z.array(z.object({ contentType: z.string(), generatedFileName: z.string() })).default([]),
});
export type MailboxMail = z.infer<typeof MailSchema>;

/** Every mail the mailbox at `pageUrl` holds, oldest first. */
async function allMails(pageUrl: string): Promise<MailboxMail[]> {
  const res = await fetch(new URL('/api/email', pageUrl));
  if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
  return z.array(MailSchema).parse(await res.json());
}

/** Every mail the mailbox at `pageUrl` holds for `to` (any letter case), oldest first. */
export async function mailsTo(pageUrl: string, to: string): Promise<MailboxMail[]> {
  const wanted = to.toLowerCase();
  return (await allMails(pageUrl)).filter((mail) => mail.to.some((r) => r.address.toLowerCase() === wanted));
}

/**
 * The mail whose Message-ID is `messageId` (the product's send answer names it), waiting for it to
 * arrive: other reps may have written to the same address before, so the newest mail may be theirs.
 */
export async function mailWithId(pageUrl: string, messageId: string, timeoutMs = 20_000): Promise<MailboxMail> {
  const wanted = messageId.replace(/^<|>$/g, '');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await allMails(pageUrl)).find(
      (m) => String(m.headers['message-id'] ?? '').replace(/^<|>$/g, '') === wanted,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail with Message-ID ${messageId} in the mailbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The newest sign-up code sent to `to`, as the rep reads it in the mailbox; waits for it to arrive
 * (mail goes out while the product answers). `after`: only a mail newer than this many mails to `to`
 * counts, for a code asked for again.
 */
export async function verificationCodeIn(
  pageUrl: string,
  to: string,
  { after = 0, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(pageUrl, to);
    const code = mails.length > after ? /code is (\d{6})/.exec(mails.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code for ${to} in the mailbox at ${pageUrl}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The calendar invite a mail carries (its text/calendar part), as sent; null when it carries none. */
export async function calendarIn(pageUrl: string, mail: MailboxMail): Promise<string | null> {
  const part = mail.attachments.find((a) => a.contentType.toLowerCase() === 'text/calendar');
  if (!part) return null;
  const res = await fetch(new URL(`/api/email/${mail.id}/attachment/${part.generatedFileName}`, pageUrl));
  if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
  return res.text();
}
