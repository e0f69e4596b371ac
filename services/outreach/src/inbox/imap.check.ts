import type { ImapAccess } from './imap.access.js';
import { visitMailbox, type ImapClientOptions } from './imap.client.js';

/**
 * Signs in and opens the INBOX read-only, then signs out: what a mailbox save asks of the IMAP
 * settings before keeping them. Null when it worked, else why not in words.
 */
export async function checkImap(access: ImapAccess, options: ImapClientOptions): Promise<string | null> {
  const visit = await visitMailbox(access, options, (client) => client.mailboxOpen('INBOX', { readOnly: true }));
  return 'failed' in visit ? visit.failed : null;
}
