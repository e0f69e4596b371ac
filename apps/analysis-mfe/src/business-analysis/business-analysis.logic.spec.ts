import type { BusinessAnalysis } from '@leadgen/contracts';
import {
  analysisToPlainText,
  companyName,
  FAILED_URL,
  formatAnalysedDate,
  hasAnalysisContent,
  responseError,
  unwrapAnalysis,
} from './business-analysis.logic.js';

const base: BusinessAnalysis = {
  website_url: 'https://vendor.example.com',
  company_name: 'TableTech',
  confidence_score: 0.4,
  created_at: '2026-03-04T15:30:00.000Z',
  pipeline_steps: {
    step1_business_profile: '✅ Complete',
    step2_business_avatar: 'Skipped (not selected)',
    step3_messaging_brief: '✅ Complete',
    step4_persona_pitches: 'Skipped (not selected)',
  },
};

describe('unwrapAnalysis', () => {
  it('finds the analysis as analysis_data, business_analysis or at the top level', () => {
    expect(unwrapAnalysis({ success: true, analysis_data: base })).toBe(base);
    expect(unwrapAnalysis({ success: true, business_analysis: base })).toBe(base);
    expect(unwrapAnalysis({ success: true, ...base })?.company_name).toBe('TableTech');
  });

  it('is null when the response did not succeed or holds nothing', () => {
    expect(unwrapAnalysis({ success: false, error: 'nope' })).toBeNull();
    expect(unwrapAnalysis({ success: true })).toBeNull();
    expect(unwrapAnalysis(null)).toBeNull();
    expect(responseError({ success: false, error: 'Site blocked' })).toBe('Site blocked');
    expect(responseError({})).toBe(FAILED_URL);
  });
});

describe('companyName and dates', () => {
  it('falls back to the profile name, then the host', () => {
    expect(
      companyName({
        ...base,
        company_name: ' ',
        business_profile: { name: 'TT', description: '', personas: [], features: [], metrics: {} },
      }),
    ).toBe('TT');
    expect(companyName({ ...base, company_name: '' })).toBe('vendor.example.com');
  });

  it('formats the analysed date, or keeps text that is not a date', () => {
    expect(formatAnalysedDate('2026-03-04T15:30:00.000Z', 'en-US', 'UTC')).toBe('Mar 4, 2026, 3:30 PM');
    expect(formatAnalysedDate('yesterday')).toBe('yesterday');
    expect(formatAnalysedDate(undefined)).toBe('');
  });
});

describe('analysisToPlainText', () => {
  it('exports every present section in screen order', () => {
    const a: BusinessAnalysis = {
      ...base,
      coreUSP: 'Online ordering: commission-free',
      business_profile: {
        name: 'TableTech',
        description: 'Ordering for restaurants',
        personas: [{ role: 'Owner', goal: 'Grow', frustration: 'Fees' }],
        features: [{ feature: 'Ordering', benefit: 'More orders', payoff: 'Revenue' }],
        metrics: { 'Claim 1': '30% more orders' },
      },
      messaging_brief: '{"headline": "Keep your margins", "messages": ["No commission"]}',
      targetCustomerProfile: {
        demographics: {
          type: 'Restaurants',
          size: 'Small',
          location: 'US',
          age: 'n/a',
          income: 'n/a',
          occupation: 'Owner',
        },
        psychographics: { values: ['Revenue growth'], painPoints: ['Fees'] },
      },
      problemsSolved: [{ problem: 'Fees', solution: 'No commission' }],
      overallStrategicPositioning: 'The independent choice',
      business_analysis_text: 'not shown because a core value proposition exists',
    };
    const text = analysisToPlainText(a, { locale: 'en-US', timeZone: 'UTC' });
    expect(text).toContain(
      'Business Analysis: TableTech\nWebsite: https://vendor.example.com\nConfidence: 40%\nAnalyzed: Mar 4, 2026, 3:30 PM',
    );
    expect(text).toContain(
      'Step 1 (Business Profile Extraction): ✅ Complete\nStep 2 (Business Avatar Creation): Skipped (not selected)',
    );
    expect(text).toContain('Customer Personas:\n- Owner: goal: Grow; frustration: Fees');
    expect(text).toContain('Key Metrics:\n- Claim 1: 30% more orders');
    expect(text).toContain(
      'High-Impact Messaging Brief (Step 3)\n------------------------------------\nHeadline:\nKeep your margins\n\nMessages:\n- No commission',
    );
    expect(text).toContain('Values:\n- Revenue growth');
    expect(text).toContain('- Problem: Fees\n  Solution: No commission');
    expect(text).not.toContain('Strategic Business Analysis');
    expect(text).not.toContain('Business Avatar (Step 2)');
    const order = [
      'Four-Step Pipeline Status',
      'Core Value Proposition',
      'Business Profile (Step 1)',
      'High-Impact Messaging Brief',
      'Target Customer Profile',
      'Problems Solved',
      'Strategic Market Positioning',
    ];
    const positions = order.map((t) => text.indexOf(t));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(positions.every((p) => p >= 0)).toBe(true);
  });

  it('shows the strategic analysis without a core value proposition, empty text as No content available, and no data', () => {
    const text = analysisToPlainText({
      ...base,
      confidence_score: 0,
      business_analysis_text: 'TableTech: ordering',
      business_avatar: '',
    });
    expect(text).not.toContain('Confidence');
    expect(text).toContain('Strategic Business Analysis\n---------------------------\nTableTech: ordering');
    expect(text).toContain('Business Avatar (Step 2)\n------------------------\nNo content available');
    expect(hasAnalysisContent(base)).toBe(false);
    expect(analysisToPlainText(base)).toContain('No business analysis data available');
  });

  it('exports one block per persona script', () => {
    const text = analysisToPlainText({ ...base, persona_pitches: { Owner: 'Hi owner', 'General Manager': '' } });
    expect(text).toContain('Persona-Specific Pitch Scripts (Step 4)');
    expect(text).toContain('Owner:\nHi owner\n\nGeneral Manager:\nNo content available');
  });
});
