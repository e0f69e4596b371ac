import { comparable, findAll, phrasePattern, type Found } from './text-match.js';

/**
 * What a person's answer says in words: an opt-out, a "not interested", or neither. Read in their
 * own words only (replyText), never in our email quoted back.
 *
 * Precision comes first: a wrong opt-out suppresses an address for good, a wrong "not interested"
 * stops a sequence. So words do not count when they are denied ("don't remove me") or, for a no,
 * made a condition ("if we're not interested we'll tell you"); and an answer that also asks for a
 * call, a meeting or details ("not interested in switching, but call me in March") is left a
 * reply: the sequence stops all the same and the rep reads it, rather than the product deciding.
 */

const OPT_OUT = [
  'remove me', 'remove us', 'remove my email', 'remove my address', 'take me off', 'take us off',
  'unsubscribe', 'unsubscribe me', 'opt out', 'opt me out', 'stop emailing', 'stop e-mailing',
  'stop sending', 'stop contacting', 'stop writing', 'do not contact', "don't contact", 'do not email',
  "don't email", 'do not e-mail', "don't e-mail", 'no more emails', 'no more e-mails', 'no more messages',
  'no me escriban', 'no nos escriban', 'no me escribas', 'no me envien', 'no nos envien', 'no me manden',
  'no me contacten', 'no nos contacten', 'dar de baja', 'darme de baja', 'darnos de baja', 'denme de baja',
  'quitenme de su lista', 'quitenme de la lista', 'quitennos de su lista', 'sacarme de su lista',
  'eliminen mi correo', 'borrenme de su lista',
].map(phrasePattern); // prettier-ignore

const NOT_INTERESTED = [
  'not interested', "aren't interested", 'not really interested', 'no longer interested', 'no interest', 'no thanks', 'no, thanks', 'no thank you', 'no, thank you',
  "we're all set", 'we are all set', "i'm all set", 'i am all set', 'we already have', 'we already use',
  'we already work with', 'we are happy with', "we're happy with", 'we are very happy with',
  "we're very happy with", 'not at this time', 'not for us', 'not a fit', 'pass on this',
  'no estamos interesados', 'no estamos interesadas', 'no estoy interesado', 'no estoy interesada',
  'no nos interesa', 'no me interesa', 'no gracias', 'no, gracias', 'ya tenemos', 'por ahora no',
].map(phrasePattern); // prettier-ignore

/** A call, a meeting, details: the person wants something, whatever else they say. */
const ASKS = [
  'call me', 'call us', 'give me a call', 'give us a call', 'text me', 'ring me', "let's talk", "let's chat",
  "let's meet", "let's set up", 'set up a call', 'set up a meeting', 'set up a time', 'schedule a call',
  'schedule a meeting', 'schedule a demo', 'book a call', 'book a demo', 'send me more', 'send me info',
  'send me information', 'send me details', 'send me pricing', 'send over pricing', 'more information',
  'how much', 'happy to chat', 'happy to talk', 'interested in', 'would like to see', 'tell me more',
  'llameme', 'llamenos', 'llamame', 'hablemos', 'una llamada', 'una reunion', 'mas informacion', 'me interesa',
  'nos interesa',
].map(phrasePattern); // prettier-ignore

// Words just before that deny them: "don't remove me", "I do not want to unsubscribe", "not interested in".
const DENIED_BEFORE =
  /(?:\b(?:don'?t|do not|never|not|didn'?t|did not|aren'?t|isn'?t|wasn'?t|weren'?t|no need to|no|nunca)\s+(?:(?:want|need|wish|have)\s+to\s+)?(?:\w+\s+)?)$/;
// A condition: "if we're not interested".
const CONDITION_BEFORE = /\b(if|unless|whether|in case|en caso de que)\b[^.!?\n]*$/;
// Our own footer, should a mail program quote it without any mark.
const OUR_FOOTER_LINE = /^.*don'?t want these emails\?.*$|^.*unsubscribe:\s*https?:\/\/\S+.*$/gim;
// The person's words, well past any answer's length, bound the work.
const READ_AT_MOST = 8_000;

function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 120), at);
  return before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('\n'), before.lastIndexOf('!')) + 1);
}

/**
 * The first of the patterns the person really says: not denied. A condition counts against a "no"
 * only ("if we're not interested we'll say so"): "if you could remove me" is a polite opt-out, and
 * so is a question ("can you take me off your list?").
 */
function said(text: string, patterns: RegExp[], conditional: boolean): Found | null {
  for (const found of findAll(text, patterns)) {
    const before = sentenceBefore(text, found.index);
    if (DENIED_BEFORE.test(before) || (conditional && CONDITION_BEFORE.test(before))) continue;
    return found;
  }
  return null;
}

/** The asks in the person's words, if any ("call me"; never "don't call me"). */
export function asksFor(text: string): Found | null {
  const own = comparable(text.slice(0, READ_AT_MOST));
  return findAll(own, ASKS).find((f) => !DENIED_BEFORE.test(sentenceBefore(own, f.index))) ?? null;
}

export type WordsVerdict = { kind: 'opt_out' | 'not_interested' | 'reply'; rule: string };

/** The verdict of the person's words, or null when they say neither an opt-out nor a no. */
export function wordsVerdict(replyText: string): WordsVerdict | null {
  const own = comparable(replyText.slice(0, READ_AT_MOST).replace(OUR_FOOTER_LINE, ''));
  const optOut = said(own, OPT_OUT, false);
  const no = optOut ? null : said(own, NOT_INTERESTED, true);
  const decline = optOut ?? no;
  if (!decline) return null;
  const ask = asksFor(own);
  if (ask) {
    return {
      kind: 'reply',
      rule: `A person's answer: "${decline.words}" but also "${ask.words}", for the rep to read`,
    };
  }
  return { kind: optOut ? 'opt_out' : 'not_interested', rule: `Words: "${decline.words}"` };
}
