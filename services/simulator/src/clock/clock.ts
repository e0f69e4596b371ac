import { DAY_MS, dayOf } from './clock.days.js';
import { readClockFile, writeClockFile } from './clock.file.js';

/** The most days one move may take the clock forward, and the most in all: ten years. */
export const MAX_ADVANCE_DAYS = 3650;

/** What GET and POST /control/clock answer. */
export interface ClockAnswer {
  now: string;
  advanced_days: number;
}

/**
 * The simulator's own clock: real time, moved forward by whole days for tests and demos. Every part
 * of the simulated world reads the time from it, so moving it lets a rep's watch see weeks pass in
 * a minute. The world's timeline starts on `startDay`: the day the simulator started, or, once the
 * clock was moved with a data folder, the day kept there, so a restart finds the same world.
 */
export class SimClock {
  private advanced: number;

  constructor(
    readonly startDay: number,
    advancedDays = 0,
    private readonly dataDir: string | null = null,
    private readonly realNow: () => number = Date.now,
  ) {
    this.advanced = advancedDays;
  }

  /** The simulated moment: the real one, plus the days the clock was moved. */
  now(): Date {
    return new Date(this.realNow() + this.advanced * DAY_MS);
  }

  get advancedDays(): number {
    return this.advanced;
  }

  /** Days the clock can still move before it has moved ten years in all. */
  get daysLeft(): number {
    return MAX_ADVANCE_DAYS - this.advanced;
  }

  /** Moves the clock forward (a whole number of days the caller checked) and keeps the total in the data folder. */
  advance(days: number): void {
    if (!Number.isInteger(days) || days < 1 || days > this.daysLeft)
      throw new RangeError(`the clock can move 1 to ${this.daysLeft} days forward, not ${days}`);
    this.advanced += days;
    if (this.dataDir) writeClockFile(this.dataDir, { startDay: this.startDay, advancedDays: this.advanced });
  }

  answer(): ClockAnswer {
    return { now: this.now().toISOString(), advanced_days: this.advanced };
  }
}

/**
 * The clock of a simulator starting now: as kept in its data folder when it was moved before,
 * else following real time from today.
 */
export function openClock(dataDir: string | null, realNow: () => number = Date.now): SimClock {
  const kept = dataDir ? readClockFile(dataDir) : null;
  return kept
    ? new SimClock(kept.startDay, kept.advancedDays, dataDir, realNow)
    : new SimClock(dayOf(realNow()), 0, dataDir, realNow);
}
