/**
 * At most `size` lookups in flight: a 60-lead search asks the registry about 60 domains, and
 * registries refuse (429) a client that opens them all at once.
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its place straight to the next in line, so no newcomer slips in between.
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
