/** The simulated mailbox (MailDev): a real SMTP server and a page to read what was sent (filled in by the mail work). */
export interface Mailbox {
  smtpUrl: string;
  pageUrl: string;
  close(): Promise<void>;
}

export async function startMailbox(_options: {
  host: string;
  smtpPort: number;
  webPort: number;
}): Promise<Mailbox | null> {
  return null;
}
