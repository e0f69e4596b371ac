/**
 * A background job's rounds on one instance (sending due emails, running due watches, mailing due
 * digests): a round every `intervalMs`, the next at once when a round says more is waiting, one at
 * a time; a round that throws is logged and the next comes at the interval. Stopped before the
 * database closes: stop() takes no more rounds and waits for the one under way.
 */
export class BackgroundRounds {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private halted = false;

  constructor(
    /** One round; true when more is waiting (a full batch), so the next starts at once. */
    private readonly round: () => Promise<boolean>,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts the rounds (none with an interval of 0: the instance only answers requests). */
  start(firstDelayMs = this.intervalMs): void {
    if (this.intervalMs > 0) this.schedule(firstDelayMs);
  }

  /** True once stop() was called: a round under way leaves the rest of its work to the next instance. */
  get stopped(): boolean {
    return this.halted;
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.running = this.round()
        .then((more) => this.schedule(more ? 0 : this.intervalMs))
        .catch((err: unknown) => {
          this.onError(err);
          this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref?.();
  }
}
