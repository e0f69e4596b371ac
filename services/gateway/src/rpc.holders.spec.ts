import { HOLDER_GONE_MS, HolderWatch, type HeldRequests } from './rpc.holders.js';

/** Requests held by instances `a` and `b`; `there` says which instances answer their presence check. */
function heldBy(there: Set<string>) {
  const holders = new Set(['a', 'b']);
  const dropped: string[] = [];
  const held: HeldRequests = {
    holders: () => [...holders],
    isThere: (holder) => Promise.resolve(there.has(holder)),
    dropHeldBy: (holder) => {
      dropped.push(holder);
      holders.delete(holder);
    },
  };
  return { held, dropped };
}

describe('HolderWatch', () => {
  let now = 0;
  const clock = () => now;
  const watches: HolderWatch[] = [];
  const watch = (held: HeldRequests) => {
    const w = new HolderWatch(held, clock);
    watches.push(w);
    return w;
  };
  afterEach(() => watches.splice(0).forEach((w) => w.stop()));

  it("fails an instance's requests once it has been missing for HOLDER_GONE_MS, and no other's", async () => {
    const { held, dropped } = heldBy(new Set(['b']));
    const w = watch(held);
    now = 0;
    await w.check();
    now = HOLDER_GONE_MS - 1;
    await w.check();
    expect(dropped).toEqual([]);
    now = HOLDER_GONE_MS;
    await w.check();
    expect(dropped).toEqual(['a']);
  });

  it('forgives an instance missing for a moment (its NATS server changed under it)', async () => {
    const there = new Set(['b']);
    const { held, dropped } = heldBy(there);
    const w = watch(held);
    now = 0;
    await w.check();
    there.add('a');
    now = 1000;
    await w.check();
    there.delete('a');
    now = 2000;
    await w.check();
    now = 3000;
    await w.check();
    expect(dropped).toEqual([]);
  });
});
