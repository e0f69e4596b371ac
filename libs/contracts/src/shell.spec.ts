import { createEventBus } from './shell.js';

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
});
