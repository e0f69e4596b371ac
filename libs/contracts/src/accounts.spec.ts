import { planLimit, usageLimitMessage } from './accounts.js';

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
