import { ENDPOINTS } from '@leadgen/contracts';
import { hasWatchRoutes } from './watch-routes.logic.js';

describe('the watch under the shell it runs in', () => {
  it("is offered when the shell's client has both of its routes", () => {
    expect(hasWatchRoutes()).toBe(true);
    expect(hasWatchRoutes(ENDPOINTS)).toBe(true);
  });

  it('is not offered under a shell built before the watch', () => {
    const { watchSet: _set, ...withoutSet } = ENDPOINTS;
    const { watchChanges: _changes, ...withoutChanges } = ENDPOINTS;
    expect(hasWatchRoutes(withoutSet)).toBe(false);
    expect(hasWatchRoutes(withoutChanges)).toBe(false);
  });
});
