import {
  ANSWER_KINDS,
  ANSWER_SHARES,
  answerFor,
  BOUNCE_ADDRESS,
  DEFAULT_DELAY_RANGE_MS,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  kindOfShare,
  SILENT_ADDRESS,
  SPANISH_OPT_OUT_ADDRESS,
  type MailDirectory,
} from './answers.choice.js';

const directory: MailDirectory = {
  domain: (d) =>
    d === 'rosas.example' ? { name: "Rosa's", phone: null, owner: null, addresses: ['info@rosas.example'] } : null,
};

/** 2,000 addresses as outreach writes to: role and personal ones on restaurants' own domains. */
const addresses = Array.from(
  { length: 2_000 },
  (_, i) => `${['info', 'hello', 'maria', 'events'][i % 4]}@restaurant-${i}.example`,
);

describe('which restaurants answer the demo rep, and how', () => {
  it('decides from the address alone: the same on every call, in any letter case', () => {
    for (const a of addresses.slice(0, 50)) {
      expect(answerFor(a)).toEqual(answerFor(a));
      expect(answerFor(a.toUpperCase())).toEqual(answerFor(a));
    }
    // Pinned: a change of the hash would move every address's answer.
    expect(answerFor('info@restaurant-0.example')).toEqual(answerFor(' INFO@Restaurant-0.example '));
  });

  it('gives each kind its share, within a tolerance, over 2,000 addresses', () => {
    const counts = new Map<string, number>();
    for (const a of addresses) {
      const kind = answerFor(a).kind;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const n = addresses.length;
    for (const kind of ANSWER_KINDS) {
      const p = ANSWER_SHARES[kind];
      const share = (counts.get(kind) ?? 0) / n;
      expect(Math.abs(share - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
    const answered = ANSWER_KINDS.reduce((sum, k) => sum + ANSWER_SHARES[k], 0);
    expect(answered).toBeCloseTo(0.36, 5);
    expect(Math.abs((counts.get('none') ?? 0) / n - (1 - answered))).toBeLessThan(0.045);
    expect(counts.has('bounce')).toBe(false);
  });

  it('cuts the unit interval by the shares', () => {
    expect(kindOfShare(0)).toBe('reply');
    expect(kindOfShare(0.099)).toBe('reply');
    expect(kindOfShare(0.1)).toBe('not_interested');
    expect(kindOfShare(0.359)).toBe('opt_out');
    expect(kindOfShare(0.36)).toBe('none');
    expect(kindOfShare(0.999)).toBe('none');
  });

  it('writes some opt-outs in Spanish, and only opt-outs', () => {
    const plans = addresses.map((a) => answerFor(a));
    const optOuts = plans.filter((p) => p.kind === 'opt_out');
    const spanish = optOuts.filter((p) => p.spanish).length;
    expect(spanish).toBeGreaterThan(0);
    expect(spanish).toBeLessThan(optOuts.length);
    expect(plans.filter((p) => p.kind !== 'opt_out').every((p) => !p.spanish)).toBe(true);
  });

  it('answers within a minute by default, 10 to 60 s by address, or after the delay asked for', () => {
    const delays = addresses.slice(0, 500).map((a) => answerFor(a).delayMs);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(DEFAULT_DELAY_RANGE_MS.min);
    expect(Math.max(...delays)).toBeLessThanOrEqual(DEFAULT_DELAY_RANGE_MS.max);
    expect(new Set(delays).size).toBeGreaterThan(100);
    expect(answerFor(addresses[0]!, { delayMs: 200 }).delayMs).toBe(200);
  });

  it('gives each kind at will from its fixed address, and bounces every address of the bounce domain', () => {
    for (const kind of ANSWER_KINDS) {
      expect(answerFor(FIXED_ANSWER_ADDRESSES[kind])).toMatchObject({ kind, reason: 'fixed' });
      expect(answerFor(FIXED_ANSWER_ADDRESSES[kind], { mode: 'off' }).kind).toBe(kind);
    }
    expect(answerFor(SPANISH_OPT_OUT_ADDRESS)).toMatchObject({ kind: 'opt_out', spanish: true });
    expect(answerFor(FIXED_ANSWER_ADDRESSES.opt_out).spanish).toBe(false);
    expect(answerFor(SILENT_ADDRESS).kind).toBe('none');
    expect(answerFor(BOUNCE_ADDRESS)).toMatchObject({ kind: 'bounce', reason: 'fixed' });
    expect(answerFor('Anyone@Bounce.Leadgen.Test', { mode: 'off' }).kind).toBe('bounce');
    expect(answerFor(DEMO_REP_ADDRESS).kind).toBe('none');
  });

  it('answers a fixed address on a subdomain as the fixed one, each subdomain a restaurant of its own', () => {
    expect(answerFor('reply@tacos.answers.leadgen.test')).toMatchObject({ kind: 'reply', reason: 'fixed' });
    expect(answerFor('OOO@Pho.Answers.Leadgen.Test', { mode: 'off' }).kind).toBe('out_of_office');
    expect(answerFor('optout-es@a.b.answers.leadgen.test')).toMatchObject({ kind: 'opt_out', spanish: true });
    expect(answerFor('silent@x.answers.leadgen.test').kind).toBe('none');
    // Only below the answers domain: the same local part elsewhere answers by its share.
    expect(answerFor('reply@tacosanswers.leadgen.test').reason).toBe('share');
    expect(answerFor('reply@other.example', { mode: 'off' }).kind).toBe('none');
  });

  it("bounces an address a simulated restaurant's site does not publish, and answers the ones it does", () => {
    expect(answerFor('sales@rosas.example', { directory })).toMatchObject({
      kind: 'bounce',
      reason: 'unknown_address',
    });
    expect(answerFor('INFO@rosas.example', { directory }).reason).toBe('share');
    expect(answerFor('info@rosas.example', { directory, mode: 'reply' }).kind).toBe('reply');
    // Not a simulated domain: no way to tell, so it answers by its share.
    expect(answerFor('sales@elsewhere.example', { directory }).reason).toBe('share');
  });

  it("'off' leaves every other address unanswered; a kind makes every restaurant give it", () => {
    expect(addresses.every((a) => answerFor(a, { mode: 'off' }).kind === 'none')).toBe(true);
    expect(answerFor('sales@rosas.example', { directory, mode: 'off' }).kind).toBe('none');
    expect(addresses.every((a) => answerFor(a, { mode: 'out_of_office' }).kind === 'out_of_office')).toBe(true);
    expect(answerFor('sales@rosas.example', { directory, mode: 'reply' }).kind).toBe('bounce');
  });
});
