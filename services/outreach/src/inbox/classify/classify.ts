import type { InboxKind } from '@leadgen/contracts';
import { autoReplyVerdict } from './auto-reply.rules.js';
import { bounceVerdict } from './bounce.rules.js';
import type { IncomingMail } from './read-mail.types.js';
import { returnDateIn } from './return-date.js';
import { wordsVerdict } from './words.rules.js';

export interface Classification {
  kind: InboxKind;
  /**
   * The rule that decided it, in words a rep reads, e.g. 'Delivery report: status 5.1.1 (address
   * does not exist)', 'Auto-Submitted: auto-replied header and an out-of-office subject',
   * 'Words: "remove me"', "A person's answer".
   */
  rule: string;
  /** For out_of_office: the return date the message states (YYYY-MM-DD), else null. */
  returnDate: string | null;
  /** For bounces: the failed address and status. */
  bounce: { address: string | null; status: string | null } | null;
}

/** Their calendar's answer to the rep's invite, in words. */
const CALENDAR_RULE: Record<NonNullable<IncomingMail['calendar']>['answer'], string> = {
  accepted: 'Calendar reply: accepted your invite',
  tentative: 'Calendar reply: answered maybe to your invite',
  declined: 'Calendar reply: declined your invite',
  booked: 'Calendar booking: a meeting with you',
  cancelled: 'Calendar cancellation: the meeting with you is off',
};

/** What is left: a person wrote it, and the rep reads it. */
function personsAnswer(mail: IncomingMail): Classification {
  const rule = mail.replyText.trim() || mail.text.trim() ? "A person's answer" : "A person's answer (no words to read)";
  return { kind: 'reply', rule, returnDate: null, bounce: null };
}

/**
 * What an answer in the rep's mailbox is, by the first rule that decides it: a bounce (a delivery
 * report or a server's bounce notice), their calendar's answer to an invite, an automatic answer (out of office, auto-reply), the
 * person's own words (opt-out, not interested), else a person's answer. Every verdict names its
 * rule, for the rep to see and to correct.
 */
export function classify(mail: IncomingMail, receivedAt: Date): Classification {
  const bounce = bounceVerdict(mail);
  if (bounce) return { ...bounce, returnDate: null };
  // Their calendar's answer to the invite, or the meeting they booked, is theirs, though a calendar sent it: a person's answer.
  if (mail.calendar)
    return { kind: 'reply', rule: CALENDAR_RULE[mail.calendar.answer], returnDate: null, bounce: null };
  const auto = autoReplyVerdict(mail);
  if (auto) {
    const returnDate = auto.kind === 'out_of_office' ? returnDateIn(mail.replyText || mail.text, receivedAt) : null;
    return { ...auto, returnDate, bounce: null };
  }
  const words = wordsVerdict(mail.replyText);
  if (words) return { ...words, returnDate: null, bounce: null };
  return personsAnswer(mail);
}
