import type { FoundPhone, PhoneKind } from '@leadgen/contracts';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { blockTextAround, quoteAround, type ContactPage } from './contact-page.js';
import { jsonQuote } from './emails.js';

/** North American numbers as sites write them, and international ones written with a '+'. */
const PHONE_TEXT =
  /(?<![\d\w+])(?:(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}|\+(?:[2-9]\d{0,2})[\s.-]?(?:\(?\d{1,4}\)?[\s.-]?){2,5}\d{2,4})(?![\d\w])/g;
const FAX_BEFORE = /(?:\bfax|\bfacsimile|(?:^|[\s|·•])f)\s*(?:number|no\.?|#)?\s*[:.\-–—]?\s*$/i;
/** '512-555-0197 (fax)' or '512-555-0197 – fax' at the end: a 'Fax:' label after a number belongs to the next one. */
const FAX_AFTER = /^\s*(?:[([]\s*fax\s*[)\]]|[-–—]\s*fax\s*$)/i;
const PHONE_BEFORE =
  /(?:\b(?:phone|telephone|tel|call(?: us)?(?: at)?|ph|mobile|cell|office|main|text(?: us)?)|(?:^|[\s|·•])[pt])\s*(?:number|no\.?|#)?\s*[:.\-–—]?\s*$/i;

export const DEFAULT_REGION = 'US';

/** A number as a rep dials it: national format at home, international abroad. Null when it is not a real number. */
export function parsePhone(raw: string, regionCode = DEFAULT_REGION): { e164: string; display: string } | null {
  const cleaned = raw
    .replace(/^tel:/i, '')
    .replace(/[;,]ext=.*$/i, '')
    .trim();
  if (cleaned.replace(/\D/g, '').length < 10) return null;
  const parsed = parsePhoneNumber(cleaned, { regionCode });
  if (!parsed.valid) return null;
  const display = parsed.regionCode === regionCode ? parsed.number.national : parsed.number.international;
  return { e164: parsed.number.e164, display };
}

interface PhoneFind {
  e164: string;
  display: string;
  kind: PhoneKind;
  /** The page said phone or fax right before it (a tel: link counts as saying phone). */
  labelled: boolean;
  page_url: string;
  evidence: string;
}

function kindFrom(before: string, after: string): { kind: PhoneKind; labelled: boolean } {
  const near = before.slice(-30);
  if (FAX_BEFORE.test(near) || FAX_AFTER.test(after.slice(0, 12).replace(/\s*[|·•].*$/, '')))
    return { kind: 'fax', labelled: true };
  return { kind: 'phone', labelled: PHONE_BEFORE.test(near) };
}

/** Every phone and fax number on one page: tel: links, text, JSON-LD telephone and faxNumber. */
export function phonesOnPage(p: ContactPage, regionCode = DEFAULT_REGION): PhoneFind[] {
  const found: PhoneFind[] = [];
  const add = (raw: string, kind: { kind: PhoneKind; labelled: boolean }, evidence: string): void => {
    const parsed = parsePhone(raw, regionCode);
    if (!parsed) return;
    found.push({ ...parsed, ...kind, page_url: p.url, evidence });
  };
  const { $ } = p;
  $('a[href]').each((_, el) => {
    const href = ($(el).attr('href') ?? '').trim();
    if (!/^tel:/i.test(href)) return;
    let raw = href.slice(4);
    try {
      raw = decodeURIComponent(raw);
    } catch {
      // Keep as written.
    }
    const around = blockTextAround($, el);
    const text = $(el).text().trim();
    const at = text ? around.indexOf(text) : -1;
    const before = at >= 0 ? around.slice(0, at) + text.replace(/[\d\s().+-]+$/, '') : text;
    const kind = kindFrom(before, at >= 0 ? around.slice(at + text.length) : '');
    add(raw, { kind: kind.kind, labelled: true }, at >= 0 ? quoteAround(around, at) : `${text} (${raw})`.slice(0, 200));
  });
  for (const line of p.lines) {
    let prevEnd = 0;
    for (const m of line.text.matchAll(PHONE_TEXT)) {
      const index = m.index ?? 0;
      if (line.creditAt >= 0 && index > line.creditAt) continue;
      const kind = kindFrom(line.text.slice(prevEnd, index), line.text.slice(index + m[0].length));
      prevEnd = index + m[0].length;
      add(m[0], kind, quoteAround(line.text, index));
    }
  }
  for (const node of p.jsonLd) {
    for (const [key, kind] of [
      ['telephone', 'phone'],
      ['faxNumber', 'fax'],
    ] as const) {
      const v = node[key];
      for (const raw of Array.isArray(v) ? v : [v])
        if (typeof raw === 'string') add(raw, { kind, labelled: true }, jsonQuote(node, key, raw));
    }
  }
  return found;
}

/**
 * One entry per number (E.164), first page and first mention first. A number the page labels (Fax:,
 * Phone:, a tel: link) keeps the kind of its first labelled mention, so a fax shown once under 'Fax' and
 * again bare in the footer stays a fax.
 */
export function dedupePhones(finds: PhoneFind[]): FoundPhone[] {
  const out = new Map<string, FoundPhone & { labelled: boolean }>();
  for (const f of finds) {
    const seen = out.get(f.e164);
    if (!seen) out.set(f.e164, { ...f });
    else if (!seen.labelled && f.labelled) {
      seen.kind = f.kind;
      seen.labelled = true;
    }
  }
  return [...out.values()].map(({ e164, display, kind, page_url, evidence }) => ({
    e164,
    display,
    kind,
    page_url,
    evidence,
  }));
}
