import type { ImapSecurity } from '@leadgen/contracts';

/** The demo mailbox is read once for every rep on it; a rep's own mailbox by its key. */
export const DEMO_MAILBOX_KEY = 'demo';
export const ownMailboxKey = (userId: string) => `own:${userId}`;

/** Everything a read of one mailbox needs, the password opened; lives only while connected. */
export interface ImapAccess {
  key: string;
  /** The rep whose mailbox it is; null for the demo mailbox, shared by every rep without their own. */
  userId: string | null;
  host: string;
  port: number;
  security: ImapSecurity;
  user: string;
  password: string;
}

/** The simulator's IMAP side, from its URL (imap://user:password@host:port). */
export function imapAccessOfUrl(url: string): ImapAccess {
  const u = new URL(url);
  const tls = u.protocol === 'imaps:';
  return {
    key: DEMO_MAILBOX_KEY,
    userId: null,
    host: u.hostname,
    port: Number(u.port) || (tls ? 993 : 143),
    security: tls ? 'tls' : 'none',
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}
