/** The time the service goes by: the wall clock in production, one a test moves on (business days pass in an instant). */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => new Date() };
