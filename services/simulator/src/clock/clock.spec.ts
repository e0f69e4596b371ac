import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS, dayOf, dayOfIso, isoDay } from './clock.days.js';
import { CLOCK_FILE } from './clock.file.js';
import { MAX_ADVANCE_DAYS, openClock, SimClock } from './clock.js';

describe("the simulator's clock", () => {
  const real = Date.parse('2026-11-25T10:00:00Z');
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'sim-clock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows real time until moved, then runs the days moved ahead of it', () => {
    let at = real;
    const clock = openClock(dir, () => at);
    expect(clock.startDay).toBe(dayOf(real));
    expect(clock.answer()).toEqual({ now: '2026-11-25T10:00:00.000Z', advanced_days: 0 });
    clock.advance(28);
    at += 3_600_000;
    expect(clock.answer()).toEqual({ now: '2026-12-23T11:00:00.000Z', advanced_days: 28 });
    clock.advance(2);
    expect(clock.advancedDays).toBe(30);
  });

  it('keeps the start day and the days moved in its data folder, and finds them after a restart', () => {
    openClock(dir, () => real).advance(28);
    expect(JSON.parse(readFileSync(path.join(dir, CLOCK_FILE), 'utf8'))).toEqual({
      start_day: '2026-11-25',
      advanced_days: 28,
    });
    // Restarted two real days later: the same world's start, the same days moved.
    const again = openClock(dir, () => real + 2 * DAY_MS);
    expect(again.startDay).toBe(dayOf(real));
    expect(again.answer()).toEqual({ now: '2026-12-25T10:00:00.000Z', advanced_days: 28 });
  });

  it('writes nothing until moved, and keeps a clock without a folder in memory', () => {
    openClock(dir, () => real);
    expect(() => readFileSync(path.join(dir, CLOCK_FILE))).toThrow();
    const memory = openClock(null, () => real);
    memory.advance(7);
    expect(memory.now().toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('refuses a move that is not 1 to the days left of ten years, and moves nothing', () => {
    const clock = new SimClock(dayOf(real), MAX_ADVANCE_DAYS - 5, null, () => real);
    for (const days of [0, -1, 1.5, 6]) expect(() => clock.advance(days)).toThrow(RangeError);
    expect(clock.advancedDays).toBe(MAX_ADVANCE_DAYS - 5);
    clock.advance(5);
    expect(clock.daysLeft).toBe(0);
  });

  it('refuses to start on a clock file it cannot read, naming it', () => {
    writeFileSync(path.join(dir, CLOCK_FILE), '{"start_day": "yesterday", "advanced_days": 3}');
    expect(() => openClock(dir)).toThrow(/clock\.json cannot be read; delete it/);
  });

  it('writes and reads days as ISO dates', () => {
    expect(isoDay(dayOf(real))).toBe('2026-11-25');
    expect(dayOfIso('2026-11-25')).toBe(dayOf(real));
    expect(dayOfIso('2026-02-30')).toBeNull();
    expect(dayOfIso('soon')).toBeNull();
  });
});
