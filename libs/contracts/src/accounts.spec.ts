import { MEETING_URL_MESSAGE, planLimit, ProfileUpdateRequestSchema, usageLimitMessage } from './accounts.js';

describe('usageLimitMessage', () => {
  it('names what the limit counts in the words of the Usage & Limits tab', () => {
    expect(usageLimitMessage('leads_searched', 100, '2026-12-01')).toBe(
      "You've reached your plan's monthly limit of 100 leads. It resets on 2026-12-01.",
    );
    expect(usageLimitMessage('enrichments_used', 50, '2026-12-01')).toBe(
      "You've reached your plan's monthly limit of 50 contact lookups. It resets on 2026-12-01.",
    );
  });
});

describe('planLimit', () => {
  it("gives contact lookups the plan's limit, and an unknown plan the free plan's", () => {
    expect(planLimit('free', 'enrichments_used')).toBe(50);
    expect(planLimit('pro', 'enrichments_used')).toBe(1000);
    expect(planLimit('platinum', 'enrichments_used')).toBe(50);
  });
});

describe('the meeting link a profile keeps', () => {
  const check = (value: unknown) => {
    const r = ProfileUpdateRequestSchema.safeParse({ meeting_url: value });
    return r.success ? r.data.meeting_url : r.error.issues.map((i) => i.message);
  };

  it("takes a booking page's web address, trimmed, and '' or null for none", () => {
    expect(check(' https://cal.com/ana-rep ')).toBe('https://cal.com/ana-rep');
    expect(check('https://calendly.com/ana/15min?month=2026-12')).toBe('https://calendly.com/ana/15min?month=2026-12');
    expect(check('')).toBe('');
    expect(check(null)).toBeNull();
  });

  it('refuses what is not a web address in words a rep reads', () => {
    for (const value of ['cal.com/ana', 'javascript:alert(1)', 'mailto:ana@example.com', 'https://localhost', 42])
      expect({ value, said: check(value) }).toEqual({ value, said: [MEETING_URL_MESSAGE] });
    expect(check(`https://cal.com/${'a'.repeat(2100)}`)).toEqual(['Meeting link is too long']);
  });
});
