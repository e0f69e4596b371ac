import { jest } from '@jest/globals';
import { BackgroundRounds } from './background-rounds.js';

/** Moves the fake clock, letting each round's promises settle on the way. */
const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe("a background job's rounds", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a round every interval, the next at once while more is waiting, and none after stop', async () => {
    let rounds = 0;
    const more = [true, true, false];
    const job = new BackgroundRounds(
      async () => more[rounds++] ?? false,
      60_000,
      () => undefined,
    );
    job.start(0);
    await pass(10);
    // Three at once (two said more was waiting), then the interval.
    expect(rounds).toBe(3);
    await pass(59_000);
    expect(rounds).toBe(3);
    await pass(1_000);
    expect(rounds).toBe(4);
    await job.stop();
    await pass(600_000);
    expect(rounds).toBe(4);
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
      20_000,
      (err) => errors.push(err),
    );
    job.start(0);
    await pass(1);
    expect(rounds).toBe(1);
    await pass(20_000);
    expect(rounds).toBe(2);
    await job.stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['database away', 'database away']);
  });

  it('never runs with an interval of 0', async () => {
    let rounds = 0;
    const job = new BackgroundRounds(
      async () => (rounds++, false),
      0,
      () => undefined,
    );
    job.start(0);
    await pass(3_600_000);
    expect(rounds).toBe(0);
  });

  it('waits for the round under way when stopped', async () => {
    let finished = false;
    const job = new BackgroundRounds(
      () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            finished = true;
            resolve(false);
          }, 50),
        ),
      1_000,
      () => undefined,
    );
    job.start(0);
    await pass(10);
    const stopping = job.stop();
    await pass(50);
    await stopping;
    expect(finished).toBe(true);
  });
});
