import type { ImapFlow } from 'imapflow';

/**
 * Opens the rep's Sent folder read-only and looks up each Message-ID there: the ones filed, with the
 * time the server filed them. The folder is the one marked SPECIAL-USE \Sent, or named as Sent
 * folders are ('Sent Items', 'Gesendet', ...: imapflow knows the names). Null when there is none.
 */
export async function filedInSent(client: ImapFlow, messageIds: string[]): Promise<Map<string, Date> | null> {
  const folder = (await client.list()).find((f) => f.specialUse === '\\Sent');
  if (!folder) return null;
  await client.mailboxOpen(folder.path, { readOnly: true });
  const filed = new Map<string, Date>();
  for (const id of messageIds) {
    const uids = (await client.search({ header: { 'message-id': id } }, { uid: true })) || [];
    if (!uids.length) continue;
    const copy = await client.fetchOne(String(uids[0]), { uid: true, internalDate: true }, { uid: true });
    filed.set(id, copy && copy.internalDate ? new Date(copy.internalDate) : new Date());
  }
  return filed;
}
