import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow, type FetchQueryObject } from 'imapflow';
import nodemailer from 'nodemailer';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import type { OutreachEmail } from '@leadgen/contracts';
import type { SignedInRep } from '@leadgen/test-kit';
import { emailLead } from './emailed.js';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

/**
 * The default install's loop in process: outreach sends from the simulator's mailbox (SMTP) and
 * reads its IMAP side, where the simulated restaurants answer after a short delay.
 */
export interface InboxWorld {
  stack: OutreachStack;
  simulator: Simulator;
  /**
   * A rep's saved lead at `address`, emailed now (or at `sendAt`) with follow-ups on business days 3
   * and 7; its first email as the outbox showed it then.
   */
  emailed(
    rep: SignedInRep,
    address: string,
    options?: { website?: string; sendAt?: Date; body?: string },
  ): Promise<{ leadId: string; sequenceId: string; first: OutreachEmail }>;
  /** Every message of the demo INBOX with its flags, read as another client would (nothing changed). */
  inboxFlags(): Promise<Array<{ uid: number; flags: string[] }>>;
  /** The Message-IDs filed in the demo rep's Sent folder, oldest first, read as another client would. */
  sentMessageIds(): Promise<string[]>;
  /** A mail to the demo rep by hand, as a person answering would (or a calendar, with its iCalendar part). */
  mailToRep(mail: {
    from: string;
    subject: string;
    text: string;
    inReplyTo?: string;
    cc?: string;
    calendar?: { method: 'REQUEST' | 'REPLY' | 'CANCEL'; ics: string };
  }): Promise<void>;
  close(): Promise<void>;
}

export async function startInboxWorld(
  options: { dbUrl?: string; leadsDbUrl?: string; pglite?: boolean } = {},
): Promise<InboxWorld> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outreach-inbox-'));
  const simulator = await startSimulator({ dataDir, answerDelayMs: 150 });
  const mailbox = simulator.mailbox!;
  const stack = await startOutreachStack({
    ...options,
    start: new Date().toISOString(),
    env: () => ({
      OUTREACH_DEMO_SMTP_URL: mailbox.smtpUrl,
      OUTREACH_DEMO_IMAP_URL: mailbox.imapUrl,
      OUTREACH_INBOX_POLL_MS: '300',
    }),
  });
  /** Every message of one folder of the demo mailbox, opened read-only (nothing changed). */
  const readFolder = async (folder: string, query: FetchQueryObject) => {
    const client = new ImapFlow({
      host: mailbox.imap.host,
      port: mailbox.imap.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: mailbox.imap.user, pass: mailbox.imap.password },
      logger: false,
    });
    await client.connect();
    await client.mailboxOpen(folder, { readOnly: true });
    const all = client.mailbox && client.mailbox.exists ? await client.fetchAll('1:*', query) : [];
    await client.logout();
    return all;
  };
  return {
    stack,
    simulator,
    async emailed(rep, address, options = {}) {
      const { lead, sequenceId, first } = await emailLead(stack, rep, { address, ...options });
      return { leadId: lead.id, sequenceId, first };
    },
    async inboxFlags() {
      const all = await readFolder('INBOX', { uid: true, flags: true });
      return all.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])] }));
    },
    async sentMessageIds() {
      const all = await readFolder('Sent', { uid: true, envelope: true });
      return all.map((m) => m.envelope?.messageId ?? '');
    },
    async mailToRep(mail) {
      await nodemailer.createTransport(mailbox.smtpUrl).sendMail({
        from: mail.from,
        to: mailbox.imap.user,
        subject: mail.subject,
        text: mail.text,
        ...(mail.cc ? { cc: mail.cc } : {}),
        ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.ics } } : {}),
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
      });
    },
    async close() {
      await stack.close();
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { until };
