/**
 * The product's time where the simulator plays the outside world: the simulated world's clock
 * (`CLOCK_URL`, the simulator's GET /control/clock), so a watch falls due, and a digest goes out,
 * when the simulated weeks have passed. Unset (production: the simulator never runs there) it is
 * the wall clock. The simulator moves by whole days, so its time is the wall clock plus those days.
 */
export class FollowedClock {
  private advancedMs = 0;
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly url: string | undefined,
    /** How stale the moved days may be when now() is read without sync(). */
    private readonly maxAgeMs = 1_000,
  ) {}

  /** The time now; asks the simulator again, in the background, when the last reading is stale. */
  now(): Date {
    if (this.url && Date.now() - this.readAt > this.maxAgeMs) void this.read();
    return new Date(Date.now() + this.advancedMs);
  }

  /** The time now, after reading the simulator's clock: what a background job goes by. */
  async sync(): Promise<Date> {
    if (this.url) await this.read();
    return new Date(Date.now() + this.advancedMs);
  }

  private read(): Promise<void> {
    this.reading ??= this.fetchDays().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async fetchDays(): Promise<void> {
    try {
      const res = await fetch(this.url!, { signal: AbortSignal.timeout(2_000) });
      const body = (await res.json()) as { advanced_days?: unknown };
      if (res.ok && typeof body.advanced_days === 'number' && body.advanced_days >= 0)
        this.advancedMs = body.advanced_days * 86_400_000;
    } catch {
      // The simulator is away: keep the days last read (the world does not move back).
    } finally {
      this.readAt = Date.now();
    }
  }
}
