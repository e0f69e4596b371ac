import { LeadPitchRequestSchema } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { leadPitchRequest, pageLabel, sellerOf } from './lead-pitch.logic.js';

describe("a row's Generate Pitch", () => {
  it('sends the lead as the search returned it, which the contract accepts, with or without a website', () => {
    const body = leadPitchRequest(sampleScoredLead, null);
    expect(body).toEqual({ lead: sampleScoredLead });
    expect(LeadPitchRequestSchema.parse(body).lead.name).toBe('Casa Verde Taqueria');
    expect(
      LeadPitchRequestSchema.safeParse(leadPitchRequest({ ...sampleScoredLead, website: null }, null)).success,
    ).toBe(true);
  });

  it("speaks for the selected report's company: its name, value proposition and features", () => {
    const body = LeadPitchRequestSchema.parse(leadPitchRequest(sampleScoredLead, sampleBusinessAnalysis));
    expect(body.seller).toEqual({
      company_name: 'TableTurn',
      website_url: 'https://tableturn.example.com/',
      value_proposition: sampleBusinessAnalysis.coreUSP,
      offers: ['AI phone answering', 'Commission-free ordering'],
    });
    expect(sellerOf({ ...sampleBusinessAnalysis, company_name: ' ', business_profile: undefined })).toBeNull();
    expect(sellerOf({ ...sampleBusinessAnalysis, coreUSP: 'x'.repeat(900) })!.value_proposition).toHaveLength(600);
  });

  it('names a page by its host and path', () => {
    expect(pageLabel('https://casa.example.com/')).toBe('casa.example.com');
    expect(pageLabel('https://casa.example.com/menu?lang=en')).toBe('casa.example.com/menu?lang=en');
    expect(pageLabel('not a url')).toBe('not a url');
  });
});
