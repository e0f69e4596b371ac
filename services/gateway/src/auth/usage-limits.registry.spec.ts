import type { ClientProxy } from '@nestjs/microservices';
import { UsageLimitsRegistry } from './usage-limits.registry.js';

const ANN = 'ann';
const BOB = 'bob';
const leadsReached = { reached: [{ kind: 'leads_searched' as const, limit: 100 }], reset_date: '2026-12-01' };
const TODAY = '2026-11-20';

function registry() {
  return new UsageLimitsRegistry({} as ClientProxy);
}

describe('UsageLimitsRegistry', () => {
  it('knows the limits announced for a user, and only those', () => {
    const limits = registry();
    limits.announced([{ user_id: ANN, ...leadsReached }]);
    expect(limits.reached(ANN, 'leads_searched', TODAY)).toEqual({ limit: 100, reset_date: '2026-12-01' });
    expect(limits.reached(ANN, 'exports_used', TODAY)).toBeUndefined();
    expect(limits.reached(BOB, 'leads_searched', TODAY)).toBeUndefined();
  });

  it('lets a limit lapse on its reset date', () => {
    const limits = registry();
    limits.announced([{ user_id: ANN, ...leadsReached }]);
    expect(limits.reached(ANN, 'leads_searched', '2026-12-01')).toBeUndefined();
    expect(limits.reached(ANN, 'leads_searched', TODAY)).toBeUndefined();
  });

  it("takes a session check's answer in place of what it knew (a plan upgraded clears the limit)", () => {
    const limits = registry();
    limits.announced([{ user_id: ANN, ...leadsReached }]);
    limits.checked(ANN, undefined, limits.mark(ANN));
    expect(limits.reached(ANN, 'leads_searched', TODAY)).toBeUndefined();
    limits.checked(BOB, leadsReached, limits.mark(BOB));
    expect(limits.reached(BOB, 'leads_searched', TODAY)).toBeDefined();
  });

  it('keeps an announcement heard while a session check was out over that check', () => {
    const limits = registry();
    const mark = limits.mark(ANN);
    limits.announced([{ user_id: ANN, ...leadsReached }]);
    limits.checked(ANN, undefined, mark);
    expect(limits.reached(ANN, 'leads_searched', TODAY)).toEqual({ limit: 100, reset_date: '2026-12-01' });
  });
});
