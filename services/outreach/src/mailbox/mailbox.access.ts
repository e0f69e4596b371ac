import type { MailboxSecurity } from '@leadgen/contracts';

/** Everything a send needs from the rep's mailbox, the password opened; lives only while sending. */
export interface MailboxAccess {
  source: 'own' | 'demo';
  /** The simulator's mailbox is reached by its URL; a rep's by host and port. */
  url?: string;
  host: string;
  port: number;
  security: MailboxSecurity;
  user: string;
  password: string | null;
  fromName: string;
  fromAddress: string;
  postalAddress: string;
  dailyCap: number;
  windowStartHour: number;
  windowEndHour: number;
}
