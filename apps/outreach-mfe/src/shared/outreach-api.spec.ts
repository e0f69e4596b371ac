import { ENDPOINTS } from '@leadgen/contracts';
import { ANSWER_ROUTE_IDS, hasAnswerRoutes, missingRoutes, OUTREACH_ROUTE_IDS, routeId } from './outreach-api.js';

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
      'outreachOutbox',
      'outreachOutboxCancel',
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

describe("the shell's client and the outbox's routes by the ids they had before", () => {
  // A shell built before the outbox's routes were named for it: the same paths, by their earlier ids.
  const earlier: Record<string, string> = {
    outreachOutbox: 'outreachEmails',
    outreachOutboxCancel: 'outreachEmailCancel',
    outreachOutboxRelease: 'outreachEmailRelease',
  };
  const older = Object.fromEntries(Object.entries(ENDPOINTS).map(([id, e]) => [earlier[id] ?? id, e]));

  it('runs the whole tab, calling each route by the id that shell knows it by', () => {
    expect(missingRoutes(older)).toEqual([]);
    expect(hasAnswerRoutes(older)).toBe(true);
    expect(routeId('outreachOutbox', older)).toBe('outreachEmails');
    expect(routeId('outreachOutboxRelease', older)).toBe('outreachEmailRelease');
    expect(routeId('outreachSend', older)).toBe('outreachSend');
  });

  it('calls each route by its own id under a shell that has it', () => {
    expect(routeId('outreachOutbox', ENDPOINTS)).toBe('outreachOutbox');
    expect(routeId('outreachOutboxCancel')).toBe('outreachOutboxCancel');
  });
});
