import { FollowedClock } from '@leadgen/service-kit';

/**
 * The time a change is stamped with and a best time, follow-up or watch is judged by: the wall
 * clock, or the simulated world's where the simulator runs (CLOCK_URL); a spec fixes it.
 */
export class Clock {
  now(): Date {
    return new Date();
  }

  /** The time now, read afresh: what a background job goes by. */
  async sync(): Promise<Date> {
    return this.now();
  }
}

/** The simulated world's time (the simulator's /control/clock), read as the Clock the features inject. */
export class SimulatedClock extends Clock {
  private readonly followed: FollowedClock;

  constructor(url: string) {
    super();
    this.followed = new FollowedClock(url);
  }

  override now(): Date {
    return this.followed.now();
  }

  override sync(): Promise<Date> {
    return this.followed.sync();
  }
}
