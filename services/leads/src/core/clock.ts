/** The time a change is stamped with and a best time or follow-up is judged by; a spec fixes it. */
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock stopped at `at`, for specs. */
export function fixedClock(at: Date): Clock {
  return { now: () => new Date(at) };
}
