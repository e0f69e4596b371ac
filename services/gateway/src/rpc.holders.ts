/** How often the instances holding slow requests are asked whether they still run. */
export const HOLDER_CHECK_MS = 1000;

/**
 * An instance missing this long is gone. A service whose NATS server died is back on another within
 * about a second (its reconnectTimeWait) and still answers what it holds, so one miss is not enough.
 */
export const HOLDER_GONE_MS = 2000;

/** The requests waiting on instances, as the holder watch sees them. */
export interface HeldRequests {
  /** The presence subjects of the instances holding requests now. */
  holders(): string[];
  /** False only when NATS says nothing answers on the instance's presence subject. */
  isThere(holder: string): Promise<boolean>;
  /** Fails every request the instance held: its answers can no longer come. */
  dropHeldBy(holder: string): void;
}

/**
 * Watches the instances holding requests (hold-notice.ts): a request whose instance died (killed,
 * crashed) answers its rep with a 503 about two seconds later instead of at its route's time limit.
 */
export class HolderWatch {
  private readonly missingSince = new Map<string, number>();
  private checking = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly held: HeldRequests,
    private readonly clock: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.check(), HOLDER_CHECK_MS);
    this.timer.unref();
  }

  /** One round: each holder asked once; one missing since HOLDER_GONE_MS has its requests failed. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const holders = this.held.holders();
      for (const holder of this.missingSince.keys()) if (!holders.includes(holder)) this.missingSince.delete(holder);
      await Promise.all(holders.map((holder) => this.checkOne(holder)));
    } finally {
      this.checking = false;
    }
  }

  private async checkOne(holder: string): Promise<void> {
    if (await this.held.isThere(holder)) {
      this.missingSince.delete(holder);
      return;
    }
    const now = this.clock();
    const since = this.missingSince.get(holder) ?? now;
    this.missingSince.set(holder, since);
    if (now - since < HOLDER_GONE_MS) return;
    this.missingSince.delete(holder);
    this.held.dropHeldBy(holder);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
