import {
  ALL_STEPS,
  displayStatus,
  NO_STEPS,
  pipelineTiles,
  selectedCount,
  STEPS,
  submitLabel,
  tileTone,
} from './steps.logic.js';

describe('step labels', () => {
  it('has the four checkbox labels in order', () => {
    expect(STEPS.map((s) => s.label)).toEqual([
      'Step 1: Business Profile Extraction',
      'Step 2: Business Avatar Creation',
      'Step 3: Restaurant Sales Messaging',
      'Step 4: Persona-Specific Pitch Scripts',
    ]);
  });

  it('names the submit button after the selection', () => {
    expect(submitLabel(ALL_STEPS)).toBe('Analyze Business (All Steps)');
    expect(submitLabel({ ...ALL_STEPS, step4: false })).toBe('Analyze Business (3 Steps)');
    expect(submitLabel({ ...NO_STEPS, step1: true, step3: true })).toBe('Analyze Business (2 Steps)');
    expect(submitLabel({ ...NO_STEPS, step2: true })).toBe('Analyze Business (1 Step)');
    expect(submitLabel(NO_STEPS)).toBe('Analyze Business (0 Steps)');
    expect(submitLabel(ALL_STEPS, true)).toBe('Analyzing Business...');
    expect(selectedCount(NO_STEPS)).toBe(0);
  });
});

describe('pipeline tiles', () => {
  it("colours a check mark in the step's colour, a cross red and anything else grey", () => {
    expect(tileTone(STEPS[0]!, '✅ Complete')).toBe('blue');
    expect(tileTone(STEPS[2]!, '✓ done')).toBe('green');
    expect(tileTone(STEPS[1]!, '❌ Failed: timeout')).toBe('red');
    expect(tileTone(STEPS[3]!, 'Skipped (not selected)')).toBe('grey');
  });

  it("shows 'Complete' for a missing step 4", () => {
    const tiles = pipelineTiles({
      step1_business_profile: '✅ Complete',
      step2_business_avatar: 'Skipped (not selected)',
      step3_messaging_brief: '❌ Failed: x',
    });
    expect(tiles.map((t) => [t.status, t.tone])).toEqual([
      ['✅ Complete', 'blue'],
      ['Skipped (not selected)', 'grey'],
      ['❌ Failed: x', 'red'],
      ['Complete', 'grey'],
    ]);
  });
});

describe('displayStatus', () => {
  it('swaps emoji marks for plain marks and keeps the rest', () => {
    expect(displayStatus('✅ Complete')).toBe('✓ Complete');
    expect(displayStatus('❌ Failed: timeout')).toBe('✗ Failed: timeout');
    expect(displayStatus('Skipped (not selected)')).toBe('Skipped (not selected)');
  });
});
