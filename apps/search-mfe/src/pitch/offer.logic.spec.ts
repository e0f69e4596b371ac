import { CustomPitchRequestSchema, offerFromAnalysis, type StoredOffer } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { customPitchRequest, reportId } from './custom-pitch.logic.js';
import { customPitchSource, reportFromOffer, reportMatchesOffer } from './offer.logic.js';

const offer: StoredOffer = {
  company_name: 'TablePoint',
  product_name: 'TablePoint POS',
  category: 'pos',
  value_points: [
    { text: 'Card fees that stay flat', proof: '2.49% per swipe' },
    { text: 'Works offline when the internet drops', proof: null },
  ],
  suits: 'Full-service restaurants with a bar',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Dana Ruiz',
  sender_title: 'Account executive',
  website_url: 'https://tablepoint-pos.example.com/',
  updated_at: '2026-11-26T03:00:00.000Z',
};

describe('what Custom Pitch writes for', () => {
  it("writes for the rep's offer, named by its product, even when another company's report is selected", () => {
    const source = customPitchSource(offer, sampleBusinessAnalysis)!;
    expect(source).toMatchObject({ vendor: 'TablePoint POS', fromOffer: true });
    expect(source.report.company_name).toBe('TablePoint');
    expect(source.report).not.toBe(sampleBusinessAnalysis);
  });

  it('carries the selected report when it is the analysis of the offer’s company (its personas and messaging)', () => {
    const made = { ...offerFromAnalysis(sampleBusinessAnalysis), updated_at: '2026-11-26T03:00:00.000Z' };
    expect(reportMatchesOffer(sampleBusinessAnalysis, made)).toBe(true);
    expect(customPitchSource(made, sampleBusinessAnalysis)!.report).toBe(sampleBusinessAnalysis);
  });

  it('writes for an offer with no report selected at all', () => {
    expect(customPitchSource(offer, null)).toMatchObject({ vendor: 'TablePoint POS' });
  });

  it('without an offer, writes from the selected report as before; with neither, Custom Pitch is not offered', () => {
    expect(customPitchSource(null, sampleBusinessAnalysis)).toEqual({
      id: reportId(sampleBusinessAnalysis),
      vendor: 'TableTurn',
      report: sampleBusinessAnalysis,
      fromOffer: false,
    });
    expect(customPitchSource(null, null)).toBeNull();
  });

  it('writes again once the offer changes (a pitch for the old offer is not reopened)', () => {
    const before = customPitchSource(offer, null)!.id;
    const after = customPitchSource({ ...offer, updated_at: '2026-11-26T04:00:00.000Z' }, null)!.id;
    expect(after).not.toBe(before);
  });

  it('makes a request the contract accepts from the offer alone, with its value points and proofs', () => {
    const report = reportFromOffer(offer);
    expect(CustomPitchRequestSchema.safeParse(customPitchRequest(sampleScoredLead, report)).success).toBe(true);
    expect(report.business_profile!.features.map((f) => f.benefit)).toEqual([
      'Card fees that stay flat',
      'Works offline when the internet drops',
    ]);
    expect(report.business_profile!.metrics).toEqual({ 'Proof 1': '2.49% per swipe' });
    expect(report.business_profile!.personas[0]!.role).toBe('Full-service restaurants with a bar');
    const noSite = reportFromOffer({ ...offer, website_url: null, suits: '' });
    expect(CustomPitchRequestSchema.safeParse(customPitchRequest(sampleScoredLead, noSite)).success).toBe(true);
  });
});
