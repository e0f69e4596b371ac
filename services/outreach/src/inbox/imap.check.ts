import type { ImapAccess } from './imap.access.js';
import { imapClient, type ImapClientOptions } from './imap.client.js';
import { imapFailureWords } from './imap.errors.js';

/**
 * Signs in and opens the INBOX read-only, then signs out: what a mailbox save asks of the IMAP
 * settings before keeping them. Null when it worked, else why not in words.
 */
export async function checkImap(access: ImapAccess, options: ImapClientOptions): Promise<string | null> {
  const opened = await imapClient(access, options);
  if ('refused' in opened) return opened.refused;
  const { client } = opened;
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.mailboxOpen('INBOX', { readOnly: true });
    await client.logout();
    return null;
  } catch (err) {
    client.close();
    return imapFailureWords(err, access);
  }
}
