/*
 * The rep's own words in a body: not the legal footer the outreach service adds as an email leaves
 * (postal address and unsubscribe link), and not an earlier email quoted under a follow-up. The
 * manager judges what the rep wrote; the footer is the law's and the quote was judged already.
 */

/** The line a mail client puts above a footer or signature ("-- "). */
const DELIMITER = /^--\s*$/;
const OPT_OUT =
  /unsubscribe|opt[ -]?out|no longer (?:wish|want) to (?:receive|hear)|stop (?:receiving|getting) these|don'?t want these emails/i;
/** A ZIP code, or a street address ("500 Market St"): a postal address line. */
const POSTAL =
  /\b\d{5}(?:-\d{4})?\b|\b\d+\s+(?:[\p{L}.'-]+\s+){1,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Suite|Ste|Pl|Place|Ct|Court|Hwy|Pkwy)\b/iu;

/** A postal address line is short and asks nothing ("…at 1520 Magnolia Ave?" is the rep talking). */
const isFooterLine = (line: string) =>
  OPT_OUT.test(line) || (POSTAL.test(line) && !/[?!]\s*$/.test(line) && line.split(/\s+/).length <= 16);

/** Everything above the footer: above a "--" line, less trailing opt-out and postal address lines. */
export function withoutFooter(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const delimiter = lines.findLastIndex((l) => DELIMITER.test(l.trim()));
  let end = delimiter >= 0 ? delimiter : lines.length;
  for (let i = end - 1; i >= 0; i--) {
    if (!lines[i]!.trim()) continue;
    if (!isFooterLine(lines[i]!)) break;
    end = i;
  }
  return lines.slice(0, end).join('\n').trimEnd();
}

/** The rep's own words: the body less its footer and less any quoted lines ("> …") of an earlier email. */
export function ownText(body: string): string {
  return withoutFooter(body)
    .split('\n')
    .filter((l) => !/^\s*>/.test(l))
    .join('\n')
    .trim();
}
