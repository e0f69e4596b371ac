import { createEventBus, type ShellEvents } from './shell.js';

describe('shell event bus', () => {
  it('replays the last value to late listeners and stops after unsubscribe', () => {
    const bus = createEventBus();
    bus.emit('business-report-selected', null);
    const seen: unknown[] = [];
    const off = bus.on('business-report-selected', (v) => seen.push(v));
    expect(seen).toEqual([null]);
    off();
    bus.emit('business-report-selected', null);
    expect(seen).toHaveLength(1);
    expect(bus.last('search-results')).toBeUndefined();
  });

  it("carries a tab's count and its words to the shell; the bus itself keeps only the last one", () => {
    const bus = createEventBus();
    const seen: ShellEvents['tab-badge'][] = [];
    bus.on('tab-badge', (badge) => seen.push(badge));
    bus.emit('tab-badge', { tab: 'outreach', count: 3, label: '3 unread answers' });
    bus.emit('tab-badge', { tab: 'outreach', count: 0, label: 'no unread answers' });
    expect(seen).toEqual([
      { tab: 'outreach', count: 3, label: '3 unread answers' },
      { tab: 'outreach', count: 0, label: 'no unread answers' },
    ]);
    expect(bus.last('tab-badge')).toEqual({ tab: 'outreach', count: 0, label: 'no unread answers' });
  });
});
