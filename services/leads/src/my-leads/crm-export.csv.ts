import {
  HUBSPOT_COLUMNS,
  HUBSPOT_LEAD_STATUS,
  LEAD_STATUS_LABELS,
  SALESFORCE_COLUMNS,
  SALESFORCE_LAST_NAME_PLACEHOLDER,
  SALESFORCE_LEAD_STATUS,
  type Lead,
  type LeadStatus,
} from '@leadgen/contracts';
import { csvDocument } from '@leadgen/service-kit';
import { CSV_COLUMNS } from '../export/export.csv.js';
import { splitUsAddress } from '../places/place.address.js';

/** A saved lead as an export sees it: its facts, its pipeline and its list. */
export interface ExportedLead {
  lead: Lead;
  status: LeadStatus;
  lost_reason: string | null;
  follow_up_at: Date | null;
  list: string;
  note_count: number;
}

type Column = [header: string, value: (l: ExportedLead) => unknown];

const COUNTRY = 'United States';

/** The spec's columns, then the pipeline. */
const CSV_PIPELINE_COLUMNS: Column[] = [
  ...CSV_COLUMNS.map(([header, value]): Column => [header, (l) => value(l.lead)]),
  ['Status', (l) => LEAD_STATUS_LABELS[l.status]],
  ['Lost Reason', (l) => l.lost_reason],
  ['Follow Up', (l) => l.follow_up_at?.toISOString() ?? null],
  ['List', (l) => l.list],
  ['Notes', (l) => l.note_count],
];

const HUBSPOT: Record<(typeof HUBSPOT_COLUMNS)[number], (l: ExportedLead) => unknown> = {
  name: (l) => l.lead.name,
  domain: (l) => domainOf(l.lead.website),
  phone: (l) => l.lead.phone,
  address: (l) => partsOf(l.lead).street,
  city: (l) => partsOf(l.lead).city,
  state: (l) => partsOf(l.lead).state,
  zip: (l) => partsOf(l.lead).zip,
  country: () => COUNTRY,
  industry: () => 'RESTAURANTS',
  hs_lead_status: (l) => HUBSPOT_LEAD_STATUS[l.status],
  description: (l) => descriptionOf(l),
};

const SALESFORCE: Record<(typeof SALESFORCE_COLUMNS)[number], (l: ExportedLead) => unknown> = {
  Company: (l) => l.lead.name,
  LastName: () => SALESFORCE_LAST_NAME_PLACEHOLDER,
  Phone: (l) => l.lead.phone,
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
  Description: (l) => descriptionOf(l),
};

/** Salesforce's lead rating from the fit decision. */
const RATING: Record<string, string> = { good_fit: 'Hot', marginal_fit: 'Warm', bad_fit: 'Cold' };

/** The saved leads as a CSV file in the chosen layout (BOM, CRLF, RFC 4180 quoting, formulas neutralised). */
export function savedLeadsToCsv(format: 'csv' | 'hubspot' | 'salesforce', leads: readonly ExportedLead[]): string {
  if (format === 'hubspot')
    return table(
      HUBSPOT_COLUMNS.map((c) => [c, HUBSPOT[c]]),
      leads,
    );
  if (format === 'salesforce')
    return table(
      SALESFORCE_COLUMNS.map((c) => [c, SALESFORCE[c]]),
      leads,
    );
  return table(CSV_PIPELINE_COLUMNS, leads);
}

function table(columns: Column[], leads: readonly ExportedLead[]): string {
  return csvDocument(
    columns.map((c) => c[0]),
    leads.map((l) => columns.map((c) => c[1](l))),
  );
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

function descriptionOf(l: ExportedLead): string {
  const facts = [
    `${l.lead.cuisine_type.replace(/_/g, ' ')} restaurant`,
    l.lead.google_rating !== null
      ? `rated ${l.lead.google_rating}${l.lead.review_count !== null ? ` from ${l.lead.review_count} reviews` : ''}`
      : null,
    `fit score ${l.lead.fit_score}`,
    l.lead.location_count !== null
      ? `${l.lead.location_count} location${l.lead.location_count === 1 ? '' : 's'}`
      : null,
    l.lost_reason ? `lost: ${l.lost_reason}` : null,
  ];
  return facts.filter(Boolean).join('; ');
}
