/**
 * The time the digest goes by: the simulated world's where the simulator runs (CLOCK_URL), so a
 * digest falls due when simulated weeks pass, else the wall clock (a FollowedClock in the module).
 */
export interface DigestClock {
  /** The time after asking the simulator again: what each round of the worker, and each change of the setting, goes by. */
  sync(): Promise<Date>;
}
export const DIGEST_CLOCK = Symbol('DIGEST_CLOCK');
