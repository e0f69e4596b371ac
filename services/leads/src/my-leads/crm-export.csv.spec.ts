import { HUBSPOT_COLUMNS, LEAD_STATUSES, SALESFORCE_COLUMNS, type Lead } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { parse } from 'csv-parse/sync';
import type { KeptContact } from './kept-contact.js';
import { dayIn, domainOf, savedLeadsToCsv, type ExportedLead } from './crm-export.csv.js';
import { CSV_COLUMNS } from '../export/export.csv.js';

const lead: Lead = {
  name: '=HYPERLINK("x")',
  fit_decision: 'good_fit',
  fit_score: 82,
  cuisine_type: 'mexican',
  address: '1200 E 6th St, Austin, TX 78702',
  google_rating: 4.6,
  review_count: 210,
  location_count: 1,
  phone: '(512) 555-0142',
  website: 'https://www.casa-verde.example.com/menu',
};
const kept = (over: Partial<KeptContact>): KeptContact => ({
  kind: 'person',
  value: '',
  display: null,
  label: '',
  email: null,
  phone: null,
  disposable: false,
  source: 'site',
  edited: false,
  ...over,
});
const contacts: KeptContact[] = [
  kept({ kind: 'person', value: 'Ana Ruiz', label: 'Chef' }),
  kept({ kind: 'person', value: 'Maria de la Cruz', label: 'Owner' }),
  kept({ kind: 'email', value: 'info@casa-verde.example.com', label: 'role' }),
  kept({ kind: 'phone', value: '+15125550143', display: '(512) 555-0143', label: 'phone' }),
];
const saved = (status: ExportedLead['status'], over: Partial<ExportedLead> = {}): ExportedLead => ({
  lead,
  status,
  lost_reason: status === 'lost' ? 'Has a vendor, "locked in"' : null,
  follow_up_at: null,
  list: 'My Leads',
  notes: [],
  pitch: null,
  contacts: [],
  ...over,
});
/** Notes, a pitch, a follow-up at 02:30 UTC (still the evening before in Chicago) and contacts. */
const worked = saved('attempted', {
  follow_up_at: new Date('2026-11-26T02:30:00Z'),
  notes: [
    { text: 'Owner back on Monday', created_at: new Date('2026-11-25T15:00:00Z') },
    { text: '=cmd asked for a menu', created_at: new Date('2026-11-20T15:00:00Z') },
  ],
  pitch: samplePitch,
  contacts,
});
/** The owner unsubscribed and the general inbox bounced: no mailable address is left. */
const unsubscribed = saved('attempted', {
  contacts: [
    kept({
      kind: 'person',
      value: 'Maria de la Cruz',
      label: 'Owner',
      email: 'maria@casa-verde.example.com',
      opted_out: 'unsubscribed',
    }),
    kept({ kind: 'email', value: 'maria@casa-verde.example.com', label: 'personal', opted_out: 'unsubscribed' }),
    kept({ kind: 'email', value: 'info@casa-verde.example.com', label: 'role', opted_out: 'bounced' }),
  ],
});
/** The owner unsubscribed; the general inbox is still mailable. */
const partly = saved('attempted', {
  contacts: [
    kept({ kind: 'email', value: 'maria@casa-verde.example.com', label: 'personal', opted_out: 'unsubscribed' }),
    kept({ kind: 'email', value: 'info@casa-verde.example.com', label: 'role' }),
  ],
});
const read = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
const header = (text: string) => (parse(text, { bom: true, to: 1 }) as string[][])[0];

describe('saved leads as a My Leads CSV', () => {
  it("keeps every column of the search export and adds the pipeline, the notes' text and the best contact", () => {
    const text = savedLeadsToCsv('csv', [worked], 'America/Chicago');
    expect(header(text)).toEqual([
      ...CSV_COLUMNS.map((c) => c[0]),
      'Status',
      'Lost Reason',
      'Follow Up',
      'List',
      'Notes',
      'Best Email',
      'Email Opt-Out',
      'Best Phone',
      'Contact Name',
      'Contact Role',
    ]);
    const [row] = read(text);
    expect(row).toMatchObject({
      'Follow Up': '2026-11-25',
      Notes: '2026-11-25: Owner back on Monday\n2026-11-20: =cmd asked for a menu',
      'Email Opener': samplePitch.email_opener,
      'Call Opener': samplePitch.call_opener,
      'Best Email': 'info@casa-verde.example.com',
      'Best Phone': '(512) 555-0143',
      'Contact Name': 'Maria de la Cruz',
      'Contact Role': 'Owner',
    });
  });

  it('dates the follow-up in UTC when the rep gave no time zone, and leaves empty what is not known', () => {
    expect(read(savedLeadsToCsv('csv', [worked]))[0]!['Follow Up']).toBe('2026-11-26');
    expect(read(savedLeadsToCsv('csv', [saved('new')]))[0]).toMatchObject({
      'Follow Up': '',
      Notes: '',
      'Email Opener': '',
      'Best Email': '',
      'Best Phone': '(512) 555-0142',
      'Contact Name': '',
    });
  });

  it('leaves an address on the suppression list out of Best Email and says why', () => {
    const [row] = read(savedLeadsToCsv('csv', [unsubscribed]));
    expect(row).toMatchObject({
      'Best Email': '',
      'Email Opt-Out': 'Unsubscribed',
      'Contact Name': 'Maria de la Cruz',
    });
    expect(savedLeadsToCsv('csv', [unsubscribed])).not.toContain('@casa-verde.example.com');
    expect(read(savedLeadsToCsv('csv', [partly]))[0]).toMatchObject({
      'Best Email': 'info@casa-verde.example.com',
      'Email Opt-Out': '',
    });
    expect(read(savedLeadsToCsv('csv', [worked]))[0]!['Email Opt-Out']).toBe('');
  });

  it('neutralises formulas and quotes by RFC 4180, with a BOM and CRLF', () => {
    const text = savedLeadsToCsv('csv', [saved('lost')]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const [row] = read(text);
    expect(row!.Name).toBe(`'=HYPERLINK("x")`);
    expect(row!['Lost Reason']).toBe('Has a vendor, "locked in"');
    expect(row!.Status).toBe('Lost');
  });
});

describe('saved leads as a HubSpot file of companies with their contacts', () => {
  it('writes exactly its columns, the contact beside the company, and its lead status for every pipeline status', () => {
    const text = savedLeadsToCsv(
      'hubspot',
      LEAD_STATUSES.map((s) => saved(s)),
    );
    expect(header(text)).toEqual([...HUBSPOT_COLUMNS]);
    expect(read(text).map((r) => r['Lead Status'])).toEqual([
      'NEW',
      'ATTEMPTED_TO_CONTACT',
      'CONNECTED',
      'OPEN_DEAL',
      'OPEN_DEAL',
      'UNQUALIFIED',
    ]);
    const [row] = read(savedLeadsToCsv('hubspot', [worked], 'America/Chicago'));
    expect(row).toMatchObject({
      Email: '',
      'First Name': 'Maria de la',
      'Last Name': 'Cruz',
      'Job Title': 'Owner',
      'Company name': `'=HYPERLINK("x")`,
      'Company Domain Name': 'casa-verde.example.com',
      'Phone Number': '(512) 555-0143',
      'Street Address': '1200 E 6th St',
      City: 'Austin',
      'State/Region': 'TX',
      'Postal Code': '78702',
      'Country/Region': 'United States',
      'Website URL': lead.website,
    });
  });

  it('carries the follow-up, the notes, latest first, and the latest pitch in the description', () => {
    const [row] = read(savedLeadsToCsv('hubspot', [worked], 'America/Chicago'));
    const description = row!.Description!;
    expect(description).toContain('Follow up: 2026-11-25');
    expect(description).toContain('Notes:\n2026-11-25: Owner back on Monday\n2026-11-20: =cmd asked for a menu');
    expect(description).toContain(`Email opener: ${samplePitch.email_opener}`);
    expect(description).toContain(`Call opener: ${samplePitch.call_opener}`);
    expect(description.startsWith('Mexican restaurant; rated 4.6 from 210 reviews; fit score 82')).toBe(true);
  });

  it('leaves an unsubscribed address out of the Email cell, which its contact import would make mailable, and says why', () => {
    const text = savedLeadsToCsv('hubspot', [unsubscribed]);
    const [row] = read(text);
    expect(row).toMatchObject({ Email: '', 'First Name': 'Maria de la', 'Last Name': 'Cruz' });
    expect(row!.Description!.split('\n')[0]).toBe(
      'Email left out: the address is on your suppression list (Unsubscribed).',
    );
    expect(text).not.toContain('maria@casa-verde.example.com');
    expect(text).not.toContain('info@casa-verde.example.com');
    const [mailable] = read(savedLeadsToCsv('hubspot', [partly]));
    expect(mailable!.Email).toBe('info@casa-verde.example.com');
    expect(mailable!.Description).not.toContain('Email left out');
  });

  it("hands over every person with a role, best first, each with their own address only, and the restaurant's inbox on its own", () => {
    const team = saved('attempted', {
      contacts: [
        kept({ kind: 'person', value: 'Ray Romano', label: 'General Manager' }),
        kept({ kind: 'person', value: 'Ana Ruiz', label: 'Chef', email: 'ana@casa-verde.example.com' }),
        kept({ kind: 'person', value: 'Maria de la Cruz', label: 'Owner', email: 'maria@casa-verde.example.com' }),
        kept({ kind: 'email', value: 'maria@casa-verde.example.com', label: 'personal' }),
        kept({ kind: 'email', value: 'info@casa-verde.example.com', label: 'role' }),
      ],
    });
    for (const format of ['hubspot', 'salesforce'] as const) {
      const rows = read(savedLeadsToCsv(format, [team])).map((r) => [
        r['Last Name'] ?? r.LastName,
        r['Job Title'] ?? r.Title,
        r.Email,
      ]);
      expect(rows).toEqual([
        ['Cruz', 'Owner', 'maria@casa-verde.example.com'],
        ['Romano', 'General Manager', ''],
        ['Ruiz', 'Chef', 'ana@casa-verde.example.com'],
        [format === 'hubspot' ? '' : 'Owner', '', 'info@casa-verde.example.com'],
      ]);
    }
    // Without a person's own address, the inbox is its own record, never under a name.
    const hubspot = read(savedLeadsToCsv('hubspot', [worked]));
    expect(hubspot.map((r) => [r['Last Name'], r.Email])).toEqual([
      ['Cruz', ''],
      ['Ruiz', ''],
      ['', 'info@casa-verde.example.com'],
    ]);
  });

  it('leaves the contact columns empty when no one is known at the restaurant', () => {
    const [row] = read(savedLeadsToCsv('hubspot', [saved('new')]));
    expect(row).toMatchObject({ Email: '', 'First Name': '', 'Last Name': '', 'Job Title': '' });
  });
});

describe('saved leads as Salesforce leads', () => {
  it('writes exactly its columns and its four status values', () => {
    const text = savedLeadsToCsv(
      'salesforce',
      LEAD_STATUSES.map((s) => saved(s)),
    );
    expect(header(text)).toEqual([...SALESFORCE_COLUMNS]);
    const rows = read(text);
    expect(rows.map((r) => r.Status)).toEqual([
      'Open - Not Contacted',
      'Working - Contacted',
      'Working - Contacted',
      'Working - Contacted',
      'Closed - Converted',
      'Closed - Not Converted',
    ]);
    expect(rows[0]).toMatchObject({ Rating: 'Hot', PostalCode: '78702' });
    expect(rows[5]!.Description).toContain('lost: Has a vendor, "locked in"');
  });

  it('names the best person, and the placeholder LastName only when no one is known (Title then empty)', () => {
    const [known] = read(savedLeadsToCsv('salesforce', [worked], 'America/Chicago'));
    expect(known).toMatchObject({
      FirstName: 'Maria de la',
      LastName: 'Cruz',
      Title: 'Owner',
      Email: '',
      Phone: '(512) 555-0143',
    });
    expect(known!.Description).toContain('2026-11-25: Owner back on Monday');
    expect(known!.Description).toContain(`Call opener: ${samplePitch.call_opener}`);
    const [unknown] = read(savedLeadsToCsv('salesforce', [saved('new')]));
    expect(unknown).toMatchObject({ FirstName: '', LastName: 'Owner', Title: '', Email: '', Phone: '(512) 555-0142' });
  });

  it("hands an unsubscribed address over with Salesforce's own Email Opt Out set, and never clears one", () => {
    const [out] = read(savedLeadsToCsv('salesforce', [unsubscribed]));
    expect(out).toMatchObject({
      FirstName: 'Maria de la',
      LastName: 'Cruz',
      Email: 'maria@casa-verde.example.com',
      HasOptedOutOfEmail: 'true',
    });
    expect(out!.Description).not.toContain('Email left out');
    // A mailable address is the one handed over; the opt-out is left empty, so an update never unsubscribes
    // nor re-subscribes a lead Salesforce already has.
    expect(read(savedLeadsToCsv('salesforce', [partly]))[0]).toMatchObject({
      Email: 'info@casa-verde.example.com',
      HasOptedOutOfEmail: '',
    });
    expect(read(savedLeadsToCsv('salesforce', [worked]))[0]!.HasOptedOutOfEmail).toBe('');
  });
});

describe('export helpers', () => {
  it('reads a domain from a website with or without its scheme', () => {
    expect(domainOf('casa.example.com/x')).toBe('casa.example.com');
    expect(domainOf('http://WWW.Casa.example.com')).toBe('casa.example.com');
    expect(domainOf(null)).toBeNull();
  });

  it('writes an instant as the day it is in a time zone', () => {
    const at = new Date('2026-11-26T09:00:00.000Z');
    expect(dayIn('UTC')(at)).toBe('2026-11-26');
    expect(dayIn('Pacific/Kiritimati')(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(dayIn('America/Los_Angeles')(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
  });
});
