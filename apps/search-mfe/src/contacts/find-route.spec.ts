import { ENDPOINTS } from '@leadgen/contracts';
import { findRoute } from './find-route.js';

describe("the 'Find contacts' routes through the shell's client", () => {
  it('are called by their own ids under a shell that has them', () => {
    expect(findRoute('contactsFind')).toBe('contactsFind');
    expect(findRoute('myLeadsContactsFind', ENDPOINTS)).toBe('myLeadsContactsFind');
  });

  it('are called by the ids a shell built before they were named for it knows them by', () => {
    const earlier: Record<string, string> = {
      contactsFind: 'contactsRead',
      myLeadsContactsFind: 'myLeadsContactsRead',
    };
    const older = Object.fromEntries(Object.entries(ENDPOINTS).map(([id, e]) => [earlier[id] ?? id, e]));
    expect(findRoute('contactsFind', older)).toBe('contactsRead');
    expect(findRoute('myLeadsContactsFind', older)).toBe('myLeadsContactsRead');
  });
});
