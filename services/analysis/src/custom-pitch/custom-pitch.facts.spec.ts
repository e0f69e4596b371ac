import { CustomPitchRequestSchema } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { customPitchRequest as request } from '../../testing/custom-pitch-request.js';
import { clip, hasMessaging, vendorFacts } from './custom-pitch.facts.js';

describe("the vendor's facts from its business report", () => {
  it('finds nothing to pitch in a report without messaging', () => {
    const empty = CustomPitchRequestSchema.parse({
      lead: sampleScoredLead,
      business_analysis: {
        ...sampleBusinessAnalysis,
        business_profile: undefined,
        coreUSP: undefined,
        messaging_brief: undefined,
        persona_pitches: undefined,
        problemsSolved: undefined,
        targetCustomerProfile: undefined,
      },
    });
    expect(hasMessaging(vendorFacts(empty.business_analysis))).toBe(false);
  });

  it('takes the headline of the messaging brief when there is no core value proposition', () => {
    const facts = vendorFacts(request({ report: { coreUSP: undefined } }).business_analysis);
    expect(facts.value_proposition).toBe('Never miss a booking again');
  });
});

describe('report text made plain', () => {
  it('clips at a sentence end, else at a word', () => {
    expect(clip('Short.', 50)).toBe('Short.');
    expect(clip('First sentence here. Second sentence that runs on and on.', 30)).toBe('First sentence here.');
    expect(clip('one two three four five six seven', 20)).toBe('one two three four…');
    expect(clip('## Title\n**bold** `code`', 100)).toBe('Title bold code');
  });
});
