import { PitchSchema } from '@leadgen/contracts';
import { customPitchRequest as request } from '../../testing/custom-pitch-request.js';
import { customPitchInput } from './custom-pitch.facts.js';
import { groundCustomPitch } from './custom-pitch.grounding.js';

describe('grounding a model-written custom pitch', () => {
  it('drops model list items that state a figure neither record holds', () => {
    const input = customPitchInput(request());
    const pitch = PitchSchema.parse({
      confidence_score: 0.8,
      key_insights: ['Rated 4.6 from 412 reviews.', 'Serves 3,000 guests a week.'],
      pain_points: ['Missed calls at peak times'],
      opportunity_highlights: ['98% of calls answered', 'Cut costs by 40%'],
      email_opener: 'Hi',
      call_opener: 'Hi',
      value_proposition: 'v',
      suggested_approach: 's',
    });
    const grounded = groundCustomPitch(pitch, input);
    expect(grounded.key_insights).toEqual(['Rated 4.6 from 412 reviews.']);
    expect(grounded.pain_points).toEqual(['Missed calls at peak times']);
    expect(grounded.opportunity_highlights).toEqual(['98% of calls answered']);
  });
});
