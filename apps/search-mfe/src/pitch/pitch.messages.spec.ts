import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { pitchFailureMessage, pitchGeneratedMessage } from './pitch.messages.js';

describe('messages of the row pitches', () => {
  it('words the pitch outcomes', () => {
    expect(pitchGeneratedMessage("Dot & Lola's")).toBe("Pitch generated for Dot & Lola's");
    expect(pitchFailureMessage(new ApiError(502, errorEnvelope('UPSTREAM_FAILED', 'Could not read the site.')))).toBe(
      'Failed to generate pitch: Could not read the site.',
    );
    expect(pitchFailureMessage(null)).toBe('Failed to generate pitch: Failed to generate pitch');
  });
});
