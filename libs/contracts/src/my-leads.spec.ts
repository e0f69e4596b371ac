import {
  HUBSPOT_COLUMNS,
  HUBSPOT_LEAD_STATUS,
  MyLeadsExportRequestSchema,
  MyLeadsListQuerySchema,
  SALESFORCE_COLUMNS,
  SALESFORCE_LEAD_STATUS,
  SaveLeadsRequestSchema,
  SavedLeadUpdateRequestSchema,
} from './my-leads.js';
import { LEAD_STATUSES } from './leads.constants.js';

const lead = {
  name: 'Taqueria Uno',
  fit_decision: 'good_fit',
  fit_score: 80,
  cuisine_type: 'mexican',
  address: '1 Main St, Austin, TX 78701',
  google_rating: 4.5,
  review_count: 120,
  location_count: 1,
  phone: null,
  website: null,
};

describe('My Leads contracts', () => {
  it('reads the list query string: numbers from text, defaults, and field messages for bad values', () => {
    expect(MyLeadsListQuerySchema.parse({ page: '3', page_size: '25', status: 'won' })).toEqual({
      page: 3,
      page_size: 25,
      status: 'won',
      sort: 'updated',
    });
    expect(MyLeadsListQuerySchema.parse({})).toEqual({ page: 1, page_size: 50, sort: 'updated' });
    const bad = MyLeadsListQuerySchema.safeParse({ page: 'x', page_size: '1000', status: 'maybe', extra: '1' });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.') || '(body)');
    expect(paths).toEqual(expect.arrayContaining(['page', 'page_size', 'status']));
  });

  it('filters by cuisine and city in the list and in an export, trimmed, with field messages for bad values', () => {
    expect(MyLeadsListQuerySchema.parse({ cuisine: ' italian ', city: 'Austin ', status: 'new' })).toMatchObject({
      cuisine: 'italian',
      city: 'Austin',
      status: 'new',
    });
    expect(MyLeadsExportRequestSchema.parse({ filter: { cuisine: 'mexican', city: 'austin' } }).filter).toEqual({
      cuisine: 'mexican',
      city: 'austin',
    });
    const fields = (input: unknown) =>
      MyLeadsListQuerySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ cuisine: 'x'.repeat(61), city: 'y'.repeat(101) })).toEqual([
      ['cuisine', 'Cuisine must be at most 60 characters'],
      ['city', 'City must be at most 100 characters'],
    ]);
    expect(fields({ cuisine: '  ', city: '' })).toEqual([
      ['cuisine', 'Choose a cuisine, or leave it out for all cuisines'],
      ['city', 'Choose a city, or leave it out for all cities'],
    ]);
    expect(
      MyLeadsExportRequestSchema.safeParse({ filter: { city: ['Austin', 'Dallas'] } }).error?.issues[0],
    ).toMatchObject({ path: ['filter', 'city'], message: 'City must be text' });
  });

  it("refuses to save a lead without its provider's place id, and more than 100 at once", () => {
    expect(SaveLeadsRequestSchema.safeParse({ leads: [lead] }).error?.issues[0]?.message).toBe(
      "The lead needs its provider's place id",
    );
    expect(SaveLeadsRequestSchema.safeParse({ leads: [{ ...lead, place_id: 'p1' }] }).success).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...lead, place_id: `p${i}` }));
    expect(SaveLeadsRequestSchema.safeParse({ leads: many }).success).toBe(false);
    expect(SaveLeadsRequestSchema.safeParse({ leads: [] }).error?.issues[0]?.message).toBe(
      'Select at least one lead to save',
    );
  });

  it('asks a reason for Lost, a version always, and something to change', () => {
    expect(SavedLeadUpdateRequestSchema.safeParse({ status: 'lost', version: 1 }).error?.issues[0]?.path).toEqual([
      'lost_reason',
    ]);
    expect(
      SavedLeadUpdateRequestSchema.safeParse({ status: 'lost', lost_reason: 'Has a vendor', version: 1 }).success,
    ).toBe(true);
    expect(SavedLeadUpdateRequestSchema.safeParse({ status: 'won' }).success).toBe(false);
    expect(SavedLeadUpdateRequestSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(SavedLeadUpdateRequestSchema.safeParse({ follow_up_at: null, version: 2 }).success).toBe(true);
    expect(SavedLeadUpdateRequestSchema.safeParse({ follow_up_at: 'tomorrow', version: 2 }).success).toBe(false);
  });

  it('maps every pipeline status to a HubSpot and a Salesforce status', () => {
    for (const status of LEAD_STATUSES) {
      expect(HUBSPOT_LEAD_STATUS[status]).toMatch(/^[A-Z_]+$/);
      expect(['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted', 'Closed - Not Converted']).toContain(
        SALESFORCE_LEAD_STATUS[status],
      );
    }
    expect(new Set(HUBSPOT_COLUMNS).size).toBe(HUBSPOT_COLUMNS.length);
    expect(HUBSPOT_COLUMNS).toEqual(expect.arrayContaining(['Email', 'First Name', 'Company Domain Name']));
    expect(SALESFORCE_COLUMNS).toEqual(expect.arrayContaining(['FirstName', 'LastName', 'Title', 'Email']));
  });

  it("takes the rep's time zone for an export's dates, and refuses one that is not a time zone", () => {
    expect(MyLeadsExportRequestSchema.parse({ time_zone: 'America/Chicago' }).time_zone).toBe('America/Chicago');
    expect(MyLeadsExportRequestSchema.safeParse({ time_zone: 'Mars/Olympus' }).error?.issues[0]).toMatchObject({
      path: ['time_zone'],
      message: 'Time zone must be an IANA time zone such as America/Chicago',
    });
  });
});
