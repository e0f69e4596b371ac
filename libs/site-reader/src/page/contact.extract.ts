import type { EmailFact, JsonLdFacts, PhoneFact, TextFact } from '../schemas.js';
import { collapse } from './dom-text.js';
import type { PageContext } from './page.context.js';

const PHONE_TEXT = /(?<![\d\w])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-](\d{4})(?!\d)/g;
const EMAIL_TEXT = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,24}/gi;
const DAY_WORDS =
  /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|s|\.)?\b|\bdaily\b|\bevery ?day\b|\bweekdays\b|\bweekends?\b|\bbrunch\b/i;
const TIME_WORDS = /\b\d{1,2}(:\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b|\bclosed\b/i;
const MAX_HOURS_LINES = 20;

/** Phone numbers and e-mail addresses found on the page, each once. */
export interface ContactList {
  readonly phones: PhoneFact[];
  readonly emails: EmailFact[];
  addPhone(value: string, source: PhoneFact['source'], snippet: string): void;
  addEmail(value: string, source: EmailFact['source'], snippet: string): void;
}

export function createContactList(ctx: PageContext): ContactList {
  const phones: PhoneFact[] = [];
  const emails: EmailFact[] = [];
  return {
    phones,
    emails,
    addPhone(value, source, snippet) {
      let digits = value.replace(/\D/g, '');
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      if (digits.length < 7 || digits.length > 15) return;
      // Once per source; a number already found is not added again from the text.
      if (phones.some((p) => p.digits === digits && (p.source === source || source === 'text'))) return;
      phones.push({ value: collapse(value), digits, source, evidence: ctx.evidence(snippet) });
    },
    addEmail(value, source, snippet) {
      const v = value.trim().toLowerCase();
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v) || /\.(png|jpe?g|gif|webp|svg)$/i.test(v)) return;
      if (emails.some((e) => e.value === v)) return;
      emails.push({ value: v, source, evidence: ctx.evidence(snippet) });
    },
  };
}

/** Phones and e-mails written as text, line by line (navigation and footer included). */
export function readContactsInText(allText: string, contacts: ContactList): void {
  for (const line of allText.split('\n')) {
    for (const m of line.matchAll(PHONE_TEXT)) contacts.addPhone(m[0], 'text', line);
    for (const m of line.matchAll(EMAIL_TEXT)) contacts.addEmail(m[0], 'text', line);
  }
}

/** The business's own telephone and e-mail from its schema.org markup. */
export function readContactsInJsonLd(jsonLd: JsonLdFacts, contacts: ContactList): void {
  const business = jsonLd.business;
  if (business?.telephone) contacts.addPhone(business.telephone, 'json-ld', business.evidence.snippet);
  if (business?.email) contacts.addEmail(business.email, 'json-ld', business.evidence.snippet);
}

/** Opening-hours lines: short lines that name a day and a time. */
export function readHours(ctx: PageContext, allText: string): TextFact[] {
  const hours: TextFact[] = [];
  for (const line of allText.split('\n')) {
    if (line.length > 200 || !DAY_WORDS.test(line) || !TIME_WORDS.test(line)) continue;
    if (hours.length < MAX_HOURS_LINES && !hours.some((h) => h.value === line))
      hours.push({ value: line, evidence: ctx.evidence(line) });
  }
  return hours;
}
