import { PitchSchema } from '@leadgen/contracts';
import { deterministicSearchPitch } from './search-pitches.fallback.js';

describe('pitch for a lead', () => {
  it('uses only the lead record, with modest confidence', () => {
    const pitch = PitchSchema.parse(
      deterministicSearchPitch({
        name: 'Pho 88',
        website: null,
        cuisine_type: 'vietnamese',
        address: '1 Main St',
        google_rating: 4.4,
        review_count: 520,
        fit_score: 72,
      }),
    );
    expect(pitch.key_insights).toContain('Rated 4.4 from 520 reviews.');
    expect(pitch.pain_points.join(' ')).toContain('No website is listed');
    expect(pitch.confidence_score).toBe(0.35);
  });
});
