import { LEAD_STATUSES, type Lead } from '@leadgen/contracts';
import { parse } from 'csv-parse/sync';
import { domainOf, savedLeadsToCsv, type ExportedLead } from './crm-export.csv.js';

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
const saved = (status: ExportedLead['status']): ExportedLead => ({
  lead,
  status,
  lost_reason: status === 'lost' ? 'Has a vendor, "locked in"' : null,
  follow_up_at: null,
  list: 'My Leads',
  note_count: 2,
});
const read = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];

describe('saved leads as CRM files', () => {
  it('writes HubSpot companies with its lead status for every pipeline status', () => {
    const rows = read(savedLeadsToCsv('hubspot', LEAD_STATUSES.map(saved)));
    expect(rows.map((r) => r.hs_lead_status)).toEqual([
      'NEW',
      'ATTEMPTED_TO_CONTACT',
      'CONNECTED',
      'OPEN_DEAL',
      'OPEN_DEAL',
      'UNQUALIFIED',
    ]);
    expect(rows[0]).toMatchObject({
      domain: 'casa-verde.example.com',
      address: '1200 E 6th St',
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      country: 'United States',
    });
  });

  it('writes Salesforce leads with a LastName placeholder and its four status values', () => {
    const rows = read(savedLeadsToCsv('salesforce', LEAD_STATUSES.map(saved)));
    expect(rows.map((r) => r.Status)).toEqual([
      'Open - Not Contacted',
      'Working - Contacted',
      'Working - Contacted',
      'Working - Contacted',
      'Closed - Converted',
      'Closed - Not Converted',
    ]);
    expect(rows[0]).toMatchObject({ LastName: 'Owner', Rating: 'Hot', PostalCode: '78702' });
    expect(rows[5]!.Description).toContain('lost: Has a vendor, "locked in"');
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

  it('reads a domain from a website with or without its scheme', () => {
    expect(domainOf('casa.example.com/x')).toBe('casa.example.com');
    expect(domainOf('http://WWW.Casa.example.com')).toBe('casa.example.com');
    expect(domainOf(null)).toBeNull();
  });
});
