import type { StoredPitch } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { keptPitch } from './kept-pitch.logic.js';

const pitch = sampleLead.pitch!;
const stored = (kind: StoredPitch['kind'], at: string, opener: string): StoredPitch => ({
  id: '00000000-0000-4000-8000-000000000002',
  kind,
  created_at: at,
  pitch: { ...pitch, email_opener: opener },
  vendor: null,
});

describe("a saved lead's kept pitch", () => {
  it('opens the newest pitch written for the lead, a custom one only when there is no other', () => {
    expect(
      keptPitch([
        stored('generated', '2026-11-01T10:00:00Z', 'old'),
        stored('custom', '2026-11-20T10:00:00Z', 'custom'),
        stored('generated', '2026-11-10T10:00:00Z', 'newest'),
      ])?.email_opener,
    ).toBe('newest');
    expect(keptPitch([stored('custom', '2026-11-20T10:00:00Z', 'custom')])?.email_opener).toBe('custom');
    expect(keptPitch([])).toBeNull();
  });
});
