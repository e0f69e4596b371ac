import { sampleLead } from './testing/index.js';
import { MAX_SAVED_LEAD_BYTES } from './lead-to-save.js';
import { MyLeadsListQuerySchema, SavedLeadUpdateRequestSchema, SaveLeadsRequestSchema } from './my-leads.js';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a lead to save is bounded field by field and as a whole', () => {
  const lead = { ...sampleLead, place_id: 'demo-1' };

  it('takes a search result as it is', () => {
    expect(SaveLeadsRequestSchema.safeParse({ leads: [lead] }).success).toBe(true);
  });

  it.each([
    ['name', 'x'.repeat(201), 'Name must be at most 200 characters'],
    ['address', 'x'.repeat(501), 'Address must be at most 500 characters'],
    ['website', 'x'.repeat(2_049), 'Website must be at most 2048 characters'],
    ['phone', 'x'.repeat(101), 'Phone must be at most 100 characters'],
  ])('refuses a %s that is too long, naming it', (field, value, message) => {
    expect(fields(SaveLeadsRequestSchema.safeParse({ leads: [{ ...lead, [field]: value }] }))).toEqual([
      [`leads.0.${field}`, message],
    ]);
  });

  it('refuses a lead over the whole limit at the lead', () => {
    const line = 'y'.repeat(900);
    const pitch = {
      confidence_score: 1,
      key_insights: Array(20).fill(line),
      pain_points: Array(20).fill(line),
      opportunity_highlights: [],
      email_opener: '',
      call_opener: '',
      value_proposition: '',
      suggested_approach: '',
    };
    const issues = fields(SaveLeadsRequestSchema.safeParse({ leads: [{ ...lead, pitch }] }));
    expect(issues).toEqual([
      ['leads.0', `A saved lead must be at most ${MAX_SAVED_LEAD_BYTES / 1024} KB; this one is 36 KB`],
    ]);
  });
});

describe('a change names a positive whole version', () => {
  it.each([[0], [-1], [1.5], ['2']])('refuses %j', (version) => {
    expect(fields(SavedLeadUpdateRequestSchema.safeParse({ status: 'attempted', version }))).toEqual([
      ['version', 'Version must be a positive whole number.'],
    ]);
  });

  it('says a missing version is required', () => {
    expect(fields(SavedLeadUpdateRequestSchema.safeParse({ status: 'attempted' }))).toEqual([
      ['version', 'Version is required'],
    ]);
  });
});

describe("My Leads' page and page size", () => {
  it.each(['0x10', '1e1', ' 2', '', '1.5', '+2'])('refuses page %j', (page) => {
    expect(fields(MyLeadsListQuerySchema.safeParse({ page }))).toEqual([['page', 'Page must be a whole number']]);
  });

  it('reads decimal digits, numbers as passed on, and the defaults', () => {
    expect(MyLeadsListQuerySchema.parse({ page: '16', page_size: '25' })).toMatchObject({ page: 16, page_size: 25 });
    expect(MyLeadsListQuerySchema.parse({ page: 3 })).toMatchObject({ page: 3, page_size: 50 });
    expect(fields(MyLeadsListQuerySchema.safeParse({ page: '0' }))).toEqual([['page', 'Page must be at least 1']]);
  });
});
