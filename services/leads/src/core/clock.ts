/** The time a change is stamped with and a best time or follow-up is judged by; a spec fixes it. */
export class Clock {
  now(): Date {
    return new Date();
  }
}
