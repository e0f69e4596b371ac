import type { DiagnosticResponse } from '@leadgen/contracts';
import { sampleDiagnosticReport } from '@leadgen/contracts/testing';
import { reportSections, yesNo } from './diagnostic-report.logic.js';

// Hiring not known and a weekly Instagram: the words for an unknown finding and a known one.
const report: DiagnosticResponse = {
  ...sampleDiagnosticReport,
  conversions: { ...sampleDiagnosticReport.conversions, hiring: { mentions_hiring: null, has_job_form: false } },
  marketing: {
    ...sampleDiagnosticReport.marketing,
    social: { facebook: { posting_frequency: null, url: null }, instagram: { posting_frequency: 'weekly' } },
  },
} as DiagnosticResponse;

describe("a stored diagnostic's full view", () => {
  it('says every finding in words, an unknown one as not known', () => {
    const sections = reportSections(report);
    expect(sections.map((s) => s.title)).toEqual([
      'Website',
      'Google listing',
      'Private parties',
      'Catering and ordering',
      'Hiring and marketing',
    ]);
    const lines = Object.fromEntries(sections.flatMap((s) => s.lines));
    expect(lines).toMatchObject({
      Platform: 'BentoBox (Restaurant website platform)',
      'Quality score': '85 / 100',
      'Review responses': '62%',
      'Online ordering': 'Yes',
      'Ordering partner': 'Toast',
      'Mentions hiring': 'Not known',
      'Instagram posts': 'weekly',
    });
    expect(yesNo(false)).toBe('No');
  });
});
