import { CustomPitchRequestSchema } from '@leadgen/contracts';
import { sampleBusinessAnalysis, samplePitch, sampleScoredLead } from '@leadgen/contracts/testing';
import { customPitchRequest, customPitchTitle, leadsForExport, reportId, vendorName } from './custom-pitch.logic.js';

describe('Custom Pitch in the leads table', () => {
  it("sends the lead's facts and the report as selected, which the contract accepts", () => {
    const body = customPitchRequest(sampleScoredLead, sampleBusinessAnalysis);
    expect(body.business_analysis).toBe(sampleBusinessAnalysis);
    expect(body.lead).not.toHaveProperty('pitch');
    expect(body.lead).not.toHaveProperty('score_breakdown');
    expect(CustomPitchRequestSchema.parse(body).lead).toEqual(body.lead);
    expect(
      customPitchRequest({ ...sampleScoredLead, operating_hours: undefined }, sampleBusinessAnalysis).lead
        .operating_hours,
    ).toBeNull();
  });

  it("names the lead's place, so the pitch is kept on the rep's saved lead", () => {
    expect(
      customPitchRequest({ ...sampleScoredLead, place_id: 'demo:austin:1' }, sampleBusinessAnalysis).lead.place_id,
    ).toBe('demo:austin:1');
    expect(
      customPitchRequest({ ...sampleScoredLead, place_id: undefined }, sampleBusinessAnalysis).lead,
    ).not.toHaveProperty('place_id');
  });

  it('names the vendor and tells reports apart', () => {
    expect(vendorName(sampleBusinessAnalysis)).toBe('TableTurn');
    expect(
      vendorName({
        company_name: ' ',
        business_profile: { ...sampleBusinessAnalysis.business_profile!, name: 'Turnly' },
      }),
    ).toBe('Turnly');
    expect(vendorName({ company_name: '' })).toBe('your business');
    expect(customPitchTitle('TableTurn')).toBe('Custom Pitch for TableTurn');
    expect(reportId(sampleBusinessAnalysis)).not.toBe(
      reportId({ ...sampleBusinessAnalysis, created_at: '2025-02-01T00:00:00.000Z' }),
    );
  });

  it("exports a lead's custom pitch when it has no pitch of its own and its report is still selected", () => {
    const own = { ...sampleScoredLead, id: 'own', pitch: { ...samplePitch, email_opener: 'own opener' } };
    const bare = { ...sampleScoredLead, id: 'bare', pitch: null };
    const other = { ...sampleScoredLead, id: 'other', pitch: null };
    const id = reportId(sampleBusinessAnalysis);
    const custom = new Map([
      ['own', { reportId: id, vendor: 'TableTurn', pitch: { ...samplePitch, email_opener: 'custom for own' } }],
      ['bare', { reportId: id, vendor: 'TableTurn', pitch: { ...samplePitch, email_opener: 'custom for bare' } }],
      ['other', { reportId: 'an older report', vendor: 'TableTurn', pitch: { ...samplePitch, email_opener: 'stale' } }],
    ]);
    const out = leadsForExport([own, bare, other], (l) => l.id!, custom, id);
    expect(out.map((l) => l.pitch?.email_opener ?? null)).toEqual(['own opener', 'custom for bare', null]);
    expect(leadsForExport([bare], (l) => l.id!, custom, null)[0]!.pitch).toBeNull();
  });
});
