import { sampleBusinessAnalysis, sampleLead } from '@leadgen/contracts/testing';
import { rowPitchAction, showCustomPitch } from './pitch-buttons.logic.js';

const pitch = sampleLead.pitch!;
const mark = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'new' as const,
  list: { id: 'l', name: 'My Leads' },
};

describe("a search row's pitch buttons", () => {
  it("opens the saved lead's kept pitch instead of writing (and charging) another", () => {
    expect(rowPitchAction({ pitch: null, saved: { ...mark, has_pitch: true } })).toBe('view-kept');
    expect(rowPitchAction({ pitch: null, saved: { ...mark, has_pitch: false } })).toBe('generate');
    expect(rowPitchAction({ pitch: null, saved: null })).toBe('generate');
    expect(rowPitchAction({ pitch, saved: { ...mark, has_pitch: true } })).toBe('view');
  });

  it('shows Custom Pitch only with a selected report and a handler', () => {
    const handler = () => undefined;
    expect(showCustomPitch(sampleBusinessAnalysis.company_name, handler)).toBe(true);
    expect(showCustomPitch(null, handler)).toBe(false);
    expect(showCustomPitch(undefined, handler)).toBe(false);
    expect(showCustomPitch('TableTurn', undefined)).toBe(false);
  });
});
