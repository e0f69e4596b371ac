import { BackgroundRounds } from './background-rounds.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a background job's rounds", () => {
  it('runs a round every interval, the next at once while more is waiting, and none after stop', async () => {
    let rounds = 0;
    const more = [true, true, false];
    const job = new BackgroundRounds(
      async () => more[rounds++] ?? false,
      60,
      () => undefined,
    );
    job.start(0);
    await wait(30);
    // Three at once (two said more was waiting), then the interval.
    expect(rounds).toBe(3);
    await wait(80);
    expect(rounds).toBe(4);
    await job.stop();
    const stoppedAt = rounds;
    await wait(100);
    expect(rounds).toBe(stoppedAt);
    expect(job.stopped).toBe(true);
  });

  it('tells a failed round and carries on at the interval', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const job = new BackgroundRounds(
      async () => {
        rounds++;
        throw new Error('database away');
      },
      20,
      (err) => errors.push(err),
    );
    job.start(0);
    await wait(70);
    await job.stop();
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(rounds);
  });

  it('never runs with an interval of 0', async () => {
    let rounds = 0;
    const job = new BackgroundRounds(
      async () => (rounds++, false),
      0,
      () => undefined,
    );
    job.start(0);
    await wait(20);
    expect(rounds).toBe(0);
  });

  it('waits for the round under way when stopped', async () => {
    let finished = false;
    const job = new BackgroundRounds(
      async () => {
        await wait(50);
        finished = true;
        return false;
      },
      1_000,
      () => undefined,
    );
    job.start(0);
    await wait(10);
    await job.stop();
    expect(finished).toBe(true);
  });
});
