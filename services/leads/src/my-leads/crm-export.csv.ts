import {
  CONTACT_OPT_OUT_LABELS,
  cuisineDisplayName,
  HUBSPOT_COLUMNS,
  HUBSPOT_LEAD_STATUS,
  LEAD_STATUS_LABELS,
  SALESFORCE_COLUMNS,
  SALESFORCE_LAST_NAME_PLACEHOLDER,
  SALESFORCE_LEAD_STATUS,
  type Lead,
  type LeadStatus,
  type Pitch,
} from '@leadgen/contracts';
import { csvDocument } from '@leadgen/service-kit';
import { CSV_COLUMNS } from '../export/export.csv.js';
import { splitUsAddress } from '../places/place.address.js';
import { bestContact, handOver, splitName, type BestContact } from './best-contact.js';
import type { KeptContact } from './kept-contact.js';

/** A saved lead as an export sees it: its facts, its pipeline, its list, its notes, latest pitch and kept contacts. */
export interface ExportedLead {
  lead: Lead;
  status: LeadStatus;
  lost_reason: string | null;
  follow_up_at: Date | null;
  list: string;
  /** The notes, latest first. */
  notes: { text: string; created_at: Date }[];
  /** The latest pitch written for the lead, or the one its search wrote; null without one. */
  pitch: Pitch | null;
  /** The contacts kept on the lead (removed ones never). */
  contacts: KeptContact[];
}

/** One lead as a file's row is written from it: the dates are days in the rep's time zone. */
interface Row extends ExportedLead {
  best: BestContact;
  day: (at: Date) => string;
}

type Column = [header: string, value: (l: Row) => unknown];

const COUNTRY = 'United States';
/** Salesforce keeps at most 32,000 characters in a lead's Description; HubSpot more. */
const DESCRIPTION_MAX = 32_000;

/** The search export's columns (the openers from the lead's latest pitch), the pipeline, the notes' text and the contact. */
const CSV_PIPELINE_COLUMNS: Column[] = [
  ...CSV_COLUMNS.map(([header, value]): Column => {
    if (header === 'Email Opener') return [header, (l) => l.pitch?.email_opener];
    if (header === 'Call Opener') return [header, (l) => l.pitch?.call_opener];
    if (header === 'Value Proposition') return [header, (l) => l.pitch?.value_proposition];
    return [header, (l) => value(l.lead)];
  }),
  ['Status', (l) => LEAD_STATUS_LABELS[l.status]],
  ['Lost Reason', (l) => l.lost_reason],
  ['Follow Up', (l) => (l.follow_up_at ? l.day(l.follow_up_at) : null)],
  ['List', (l) => l.list],
  ['Notes', (l) => notesText(l) || null],
  // An address on the rep's suppression list is never the best email: the file says why it is empty.
  ['Best Email', (l) => l.best.email],
  ['Email Opt-Out', (l) => optOutLabel(l)],
  ['Best Phone', (l) => l.best.phone?.display],
  ['Contact Name', (l) => l.best.person?.name],
  ['Contact Role', (l) => l.best.person?.role],
];

const HUBSPOT: Record<(typeof HUBSPOT_COLUMNS)[number], (l: Row) => unknown> = {
  Email: (l) => l.best.email,
  'First Name': (l) => (l.best.person ? splitName(l.best.person.name).first : null),
  'Last Name': (l) => (l.best.person ? splitName(l.best.person.name).last : null),
  'Job Title': (l) => l.best.person?.role,
  'Company name': (l) => l.lead.name,
  'Company Domain Name': (l) => domainOf(l.lead.website),
  'Phone Number': (l) => l.best.phone?.display,
  'Street Address': (l) => partsOf(l.lead).street,
  City: (l) => partsOf(l.lead).city,
  'State/Region': (l) => partsOf(l.lead).state,
  'Postal Code': (l) => partsOf(l.lead).zip,
  'Country/Region': () => COUNTRY,
  'Website URL': (l) => l.lead.website,
  Industry: () => 'RESTAURANTS',
  'Lead Status': (l) => HUBSPOT_LEAD_STATUS[l.status],
  // HubSpot's contact import has no column that unsubscribes: an opted-out address is left out, and said so.
  Description: (l) => descriptionOf(l, { optOutNote: true }),
};

const SALESFORCE: Record<(typeof SALESFORCE_COLUMNS)[number], (l: Row) => unknown> = {
  FirstName: (l) => (l.best.person ? splitName(l.best.person.name).first : null),
  // Salesforce refuses a lead without a LastName: the placeholder stands in only when no one is known.
  LastName: (l) => (l.best.person ? splitName(l.best.person.name).last : SALESFORCE_LAST_NAME_PLACEHOLDER),
  Title: (l) => l.best.person?.role,
  // With no mailable address left, the opted-out one goes over with Salesforce's own opt-out set, so
  // the import keeps it unmailable (and marks a lead Salesforce already has with it).
  Email: (l) => l.best.email ?? l.best.opted_out?.email,
  HasOptedOutOfEmail: (l) => (!l.best.email && l.best.opted_out ? 'true' : null),
  Company: (l) => l.lead.name,
  Phone: (l) => l.best.phone?.display,
  Website: (l) => l.lead.website,
  Street: (l) => partsOf(l.lead).street,
  City: (l) => partsOf(l.lead).city,
  State: (l) => partsOf(l.lead).state,
  PostalCode: (l) => partsOf(l.lead).zip,
  Country: () => COUNTRY,
  LeadSource: () => 'Other',
  Status: (l) => SALESFORCE_LEAD_STATUS[l.status],
  // Salesforce's standard industry list has no "Restaurants"; they sit under Hospitality.
  Industry: () => 'Hospitality',
  Rating: (l) => RATING[l.lead.fit_decision] ?? 'Cold',
  Description: (l) => descriptionOf(l, { optOutNote: false }),
};

/** Salesforce's lead rating from the fit decision. */
const RATING: Record<string, string> = { good_fit: 'Hot', marginal_fit: 'Warm', bad_fit: 'Cold' };

/**
 * The saved leads as a CSV file in the chosen layout (BOM, CRLF, RFC 4180 quoting, formulas
 * neutralised): one row a lead for the CSV; for HubSpot and Salesforce one record a person, never a
 * named person with the restaurant's inbox as their email. Follow-ups and notes are dated in the rep's time zone (UTC without one).
 */
export function savedLeadsToCsv(
  format: 'csv' | 'hubspot' | 'salesforce',
  leads: readonly ExportedLead[],
  timeZone = 'UTC',
): string {
  const day = dayIn(timeZone);
  if (format === 'hubspot')
    return table(
      HUBSPOT_COLUMNS.map((c) => [c, HUBSPOT[c]]),
      recordsOf(leads, day, (r) => !!(r.person || r.email)),
    );
  if (format === 'salesforce')
    return table(
      SALESFORCE_COLUMNS.map((c) => [c, SALESFORCE[c]]),
      recordsOf(leads, day, (r) => !!(r.person || r.email || r.opted_out)),
    );
  return table(
    CSV_PIPELINE_COLUMNS,
    leads.map((l): Row => ({ ...l, best: bestContact(l.contacts, l.lead), day })),
  );
}

/**
 * A CRM's records: one per person the contacts name with a role, each with their own address, and
 * the restaurant's inbox on its own; a record the format cannot use (`kept` false) is left out, and
 * a lead keeps at least one record.
 */
function recordsOf(leads: readonly ExportedLead[], day: Row['day'], kept: (record: BestContact) => boolean): Row[] {
  return leads.flatMap((l) => {
    const records = handOver(l.contacts, l.lead);
    const usable = records.filter(kept);
    return (usable.length ? usable : records.slice(0, 1)).map((best): Row => ({ ...l, best, day }));
  });
}

function table(columns: Column[], rows: readonly Row[]): string {
  return csvDocument(
    columns.map((c) => c[0]),
    rows.map((l) => columns.map((c) => c[1](l))),
  );
}

/** An instant as the day it falls on in a time zone: "2026-11-26". */
export function dayIn(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at) => {
    const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
}

/** "my-leads-hubspot-2026-11-25-143000.csv" (UTC). */
export function savedLeadsFilename(format: string, now: Date = new Date()): string {
  const iso = now.toISOString();
  return `my-leads-${format}-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.csv`;
}

function partsOf(lead: Lead) {
  return lead.address_parts ?? splitUsAddress(lead.address);
}

/** The website's host without "www.", as HubSpot keys companies by domain. */
export function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The notes, latest first, one a line: "2026-11-25: Owner back on Monday". */
function notesText(l: Row): string {
  return l.notes.map((n) => `${l.day(n.created_at)}: ${n.text.trim()}`).join('\n');
}

/** Why the best email is empty: its address is on the rep's suppression list ('Unsubscribed'); null otherwise. */
function optOutLabel(l: Row): string | null {
  return !l.best.email && l.best.opted_out ? CONTACT_OPT_OUT_LABELS[l.best.opted_out.reason] : null;
}

/**
 * What a CRM record's description carries: the lead's facts, the follow-up, the notes and the latest
 * pitch; and, for a file that leaves an opted-out address out, why the email is empty.
 */
function descriptionOf(l: Row, { optOutNote }: { optOutNote: boolean }): string {
  const facts = [
    // The cuisine as the app names it everywhere ('BBQ restaurant', 'Breakfast & Brunch restaurant').
    `${cuisineDisplayName(l.lead.cuisine_type) || 'A'} restaurant`,
    l.lead.google_rating !== null
      ? `rated ${l.lead.google_rating}${l.lead.review_count !== null ? ` from ${l.lead.review_count} reviews` : ''}`
      : null,
    `fit score ${l.lead.fit_score}`,
    l.lead.location_count !== null
      ? `${l.lead.location_count} location${l.lead.location_count === 1 ? '' : 's'}`
      : null,
    l.lost_reason ? `lost: ${l.lost_reason}` : null,
  ];
  const notes = notesText(l);
  const optOut = optOutNote ? optOutLabel(l) : null;
  const parts = [
    optOut ? `Email left out: the address is on your suppression list (${optOut}).` : null,
    facts.filter(Boolean).join('; '),
    l.follow_up_at ? `Follow up: ${l.day(l.follow_up_at)}` : null,
    notes ? `Notes:\n${notes}` : null,
    l.pitch ? `Email opener: ${l.pitch.email_opener}\nCall opener: ${l.pitch.call_opener}` : null,
  ];
  const text = parts.filter(Boolean).join('\n\n');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}
