/**
 * What a mail server's codes say about an address: the enhanced status (RFC 3463, '5.1.1') and the
 * plain SMTP reply code ('550'). The first digit tells for how long: 5 for good, 4 for now.
 */

// Not part of a longer dotted number (an IP address, a version): '5.1.1' but not '5.1.1.1'.
const ENHANCED = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)/;
// A reply code as servers write it: '550 ', '550-', '554:' before words or an enhanced code.
const REPLY_CODE = /(?<![\d.:/-])([245][0-5]\d)(?=[ -]+[A-Za-z<#]|[ -]+[245]\.\d|: )/;

/** The enhanced status in a text ('... 550 5.1.1 User unknown' → '5.1.1'), or null. */
export function enhancedStatusIn(text: string | null | undefined): string | null {
  const m = ENHANCED.exec(text ?? '');
  return m ? `${m[1]}.${Number(m[2])}.${Number(m[3])}` : null;
}

/** The SMTP reply code in a text ('554 delivery error' → '554'), or null. */
export function replyCodeIn(text: string | null | undefined): string | null {
  return REPLY_CODE.exec(text ?? '')?.[1] ?? null;
}

/** The status a bounce gives: its enhanced status, else its reply code, else null. */
export function statusIn(text: string | null | undefined): string | null {
  return enhancedStatusIn(text) ?? replyCodeIn(text);
}

/**
 * True when the failure is for now: a 4 status, and a full mailbox whatever its first digit (RFC
 * 3463 calls X.2.2 a persistent transient failure: Gmail sends 5.2.2 for an inbox out of space,
 * and a person who empties it gets mail again, so the address must not be suppressed for good).
 */
export function isTemporary(status: string): boolean {
  return status.startsWith('4') || /^\d\.2\.2$/.test(status) || status === '452' || status === '552';
}

const MEANINGS: Record<string, string> = {
  '1.1': 'address does not exist',
  '1.2': 'domain does not exist',
  '1.3': 'address is not valid',
  '1.6': 'mailbox has moved',
  '1.10': 'address does not exist',
  '2.1': 'mailbox disabled',
  '2.2': 'mailbox full',
  '2.3': 'message too large',
  '3.4': 'message too large',
  '4.1': 'the server did not accept the address',
  '4.4': 'domain has no mail server',
  '4.7': 'delivery timed out',
  '7.1': "refused by the receiving server's policy",
  '7.26': 'refused: the sender could not be authenticated',
};

// Servers that give only '5.0.0' or a bare code still say it in words.
const WORDS: Array<[RegExp, string]> = [
  [
    /user unknown|no such (user|mailbox|recipient)|no mailbox here|does ?n[o'’]t (exist|have an? [\w.]+ account)|recipient not found|unknown (user|recipient)|invalid (recipient|mailbox|address)|address rejected|not a valid/i,
    'address does not exist',
  ],
  [/mailbox (is )?full|over ?quota|out of storage|insufficient (system )?storage/i, 'mailbox full'],
  [/mailbox (unavailable|disabled|inactive)|account (is )?disabled|inactive account/i, 'mailbox disabled'],
  [/host not found|domain not found|no mx|name service error|nxdomain/i, 'domain does not exist'],
];

/** What a status means, in a rep's words; the server's own words when its code is vague ('5.0.0', '554'). */
export function meaningOf(status: string | null, diagnostic: string | null): string {
  const detail = status && /^\d\.(\d+\.\d+)$/.exec(status)?.[1];
  if (detail && MEANINGS[detail]) return MEANINGS[detail];
  for (const [pattern, words] of WORDS) if (diagnostic && pattern.test(diagnostic)) return words;
  if (status && isTemporary(status)) return 'temporary failure';
  return status ? 'permanent failure' : 'delivery failed';
}
