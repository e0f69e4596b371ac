import { MailDev } from 'maildev';

/**
 * The simulated mailbox: MailDev, a real SMTP server that keeps every mail it is sent, with a page
 * (and a REST API under /api/email) where the rep reads them. The product sends to it through its
 * ordinary SMTP_URL, so the sign-up code on the default install travels the way it does in production.
 */
export interface Mailbox {
  /** smtp://host:port, as the product's SMTP_URL. */
  smtpUrl: string;
  /** The page that lists what was sent; its REST API is `${pageUrl}/api/email`. */
  pageUrl: string;
  close(): Promise<void>;
}

export interface MailboxOptions {
  host: string;
  /** 0: a free port. */
  smtpPort: number;
  /** The page's port; 0: a free port. */
  webPort: number;
  /** Where the mails are kept, so a restart keeps them (none: a folder of the system's temporary files). */
  mailDirectory?: string;
}

/** Starts MailDev on loopback (both its SMTP server and its page), on the ports asked for or free ones. */
export async function startMailbox({ host, smtpPort, webPort, mailDirectory }: MailboxOptions): Promise<Mailbox> {
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: webPort,
    webIp: host,
    silent: true,
    ...(mailDirectory ? { mailDirectory } : {}),
  });
  const servers = await maildev.start();
  const smtp = servers.smtp.getAddress();
  const web = servers.api?.getAddress();
  if (!web) {
    await maildev.stop();
    throw new Error('the mailbox page did not start');
  }
  return {
    smtpUrl: `smtp://${host}:${smtp.port}`,
    pageUrl: `http://${host}:${web.port}`,
    close: () => maildev.stop(),
  };
}
