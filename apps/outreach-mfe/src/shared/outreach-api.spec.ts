import { ENDPOINTS } from '@leadgen/contracts';
import { ANSWER_ROUTE_IDS, hasAnswerRoutes, missingRoutes, OUTREACH_ROUTE_IDS } from './outreach-api.js';

describe("the shell's client and the Outreach routes", () => {
  it('finds every route in the contracts this remote was built with', () => {
    expect(missingRoutes(ENDPOINTS)).toEqual([]);
  });

  it('names the routes a shell built before Outreach lacks, without touching them', () => {
    const older = Object.fromEntries(Object.entries(ENDPOINTS).filter(([id]) => !id.startsWith('outreach')));
    expect(missingRoutes(older)).toEqual([
      'outreachMailboxGet',
      'outreachMailboxPut',
      'outreachDraft',
      'outreachSend',
      'outreachEmails',
      'outreachEmailCancel',
    ]);
    expect(missingRoutes({})).toEqual([...OUTREACH_ROUTE_IDS]);
  });
});

describe("the shell's client and the routes of reading answers", () => {
  it('has them in the contracts this remote was built with', () => {
    expect(hasAnswerRoutes(ENDPOINTS)).toBe(true);
  });

  it('lacks them under a shell built before them, which still runs the rest of the tab', () => {
    const older = Object.fromEntries(
      Object.entries(ENDPOINTS).filter(([id]) => !(ANSWER_ROUTE_IDS as readonly string[]).includes(id)),
    );
    expect(hasAnswerRoutes(older)).toBe(false);
    expect(missingRoutes(older)).toEqual([]);
  });
});
