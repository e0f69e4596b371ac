import type { InboxKind } from '@leadgen/contracts';

/** One matched answer as its actions see it. */
export interface AnswerContext {
  inboxId: string;
  userId: string;
  /** The team the answered email was sent for: its opt-outs and replies bind every rep of it. */
  teamId: string;
  leadId: string;
  sequenceId: string;
  /** The email it answers. */
  emailId: string;
  /** The address it is about: the sender, or a bounce's failed recipient. */
  address: string;
  receivedAt: Date;
  /** An out-of-office's stated return date (YYYY-MM-DD). */
  returnDate: string | null;
  /** The rep's sending window hours (the lead's zone is on each email). */
  window: { startHour: number; endHour: number };
  now: Date;
}

export type { InboxKind };
