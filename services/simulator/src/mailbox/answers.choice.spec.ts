import {
  ANSWER_KINDS,
  ANSWER_SHARES,
  answerFor,
  BOUNCE_ADDRESS,
  DEFAULT_DELAY_RANGE_MS,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  kindOfShare,
  LOOP_IN_ADDRESS,
  REFERRED_ADDRESS,
  SILENT_ADDRESS,
  SPANISH_OPT_OUT_ADDRESS,
  type MailDirectory,
} from './answers.choice.js';

/** rosas.example names no owner; delgados.example names one and publishes her address beside info@. */
const directory: MailDirectory = {
  domain: (d) =>
    d === 'rosas.example'
      ? { name: "Rosa's", phone: null, owner: null, addresses: ['info@rosas.example'] }
      : d === 'delgados.example'
        ? {
            name: "Delgado's",
            phone: null,
            owner: 'Maria Delgado',
            addresses: ['info@delgados.example', 'maria.delgado1987@gmail.com', 'mdelgado@delgados.example'],
          }
        : null,
};

/** Every restaurant-<n>.example names its owner, Sam Rossi, and publishes sam@ beside its role addresses. */
const ownersDirectory: MailDirectory = {
  domain: (d) =>
    /^restaurant-\d+\.example$/.test(d)
      ? {
          name: 'A restaurant',
          phone: null,
          owner: 'Sam Rossi',
          addresses: ['info', 'hello', 'maria', 'events', 'sam'].map((l) => `${l}@${d}`),
        }
      : null,
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
      const kind = answerFor(a, { directory: ownersDirectory }).kind;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const n = addresses.length;
    for (const kind of ANSWER_KINDS) {
      const p = ANSWER_SHARES[kind];
      const share = (counts.get(kind) ?? 0) / n;
      expect(Math.abs(share - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
    const answered = ANSWER_KINDS.reduce((sum, k) => sum + ANSWER_SHARES[k], 0);
    expect(answered).toBeCloseTo(0.42, 5);
    expect(answered).toBeLessThan(1);
    expect(Math.abs((counts.get('none') ?? 0) / n - (1 - answered))).toBeLessThan(0.045);
    expect(counts.has('bounce')).toBe(false);
  });

  it('cuts the unit interval by the shares', () => {
    expect(kindOfShare(0)).toBe('reply');
    expect(kindOfShare(0.099)).toBe('reply');
    expect(kindOfShare(0.1)).toBe('not_interested');
    expect(kindOfShare(0.359)).toBe('opt_out');
    expect(kindOfShare(0.36)).toBe('info_request');
    expect(kindOfShare(0.385)).toBe('info_request');
    expect(kindOfShare(0.395)).toBe('referral');
    expect(kindOfShare(0.419)).toBe('referral');
    expect(kindOfShare(0.421)).toBe('none');
    expect(kindOfShare(0.999)).toBe('none');
  });

  it('keeps every earlier kind where it was: the new kinds take their share from the unanswered', () => {
    // The edges before the new kinds, as they were.
    const before: Array<[number, string]> = [
      [0.05, 'reply'],
      [0.15, 'not_interested'],
      [0.2, 'out_of_office'],
      [0.26, 'out_of_office_no_date'],
      [0.3, 'auto_ack'],
      [0.34, 'opt_out'],
    ];
    for (const [x, kind] of before) expect(kindOfShare(x)).toBe(kind);
    // Addresses that answered so before still do.
    const answered: Array<[string, string]> = [
      ['hello@restaurant-6.example', 'reply'],
      ['maria@restaurant-6.example', 'reply'],
      ['info@restaurant-7.example', 'reply'],
      ['hello@restaurant-3.example', 'not_interested'],
      ['events@restaurant-1.example', 'out_of_office'],
      ['info@restaurant-17.example', 'out_of_office_no_date'],
      ['hello@restaurant-0.example', 'auto_ack'],
      ['info@restaurant-0.example', 'opt_out'],
    ];
    for (const [address, kind] of answered) expect(answerFor(address).kind).toBe(kind);
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
    expect(FIXED_ANSWER_ADDRESSES.info_request).toBe('moreinfo@answers.leadgen.test');
    expect(FIXED_ANSWER_ADDRESSES.referral).toBe('referral@answers.leadgen.test');
  });

  it('always has the general manager a referral names say yes, on the answers domain and its subdomains', () => {
    expect(REFERRED_ADDRESS).toBe('maria.lopez@answers.leadgen.test');
    for (const mode of ['on', 'off', 'referral', 'opt_out'] as const) {
      expect(answerFor(REFERRED_ADDRESS, { mode })).toMatchObject({ kind: 'reply', reason: 'fixed' });
      expect(answerFor('Maria.Lopez@Tacos.Answers.Leadgen.Test', { mode }).kind).toBe('reply');
    }
  });

  it('answers a fixed address on a subdomain as the fixed one, each subdomain a restaurant of its own', () => {
    expect(answerFor('reply@tacos.answers.leadgen.test')).toMatchObject({ kind: 'reply', reason: 'fixed' });
    expect(answerFor('OOO@Pho.Answers.Leadgen.Test', { mode: 'off' }).kind).toBe('out_of_office');
    expect(answerFor('optout-es@a.b.answers.leadgen.test')).toMatchObject({ kind: 'opt_out', spanish: true });
    expect(answerFor('silent@x.answers.leadgen.test').kind).toBe('none');
    expect(answerFor('moreinfo@pho.answers.leadgen.test')).toMatchObject({ kind: 'info_request', reason: 'fixed' });
    expect(answerFor('referral@tacos.answers.leadgen.test')).toMatchObject({ kind: 'referral', reason: 'fixed' });
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

  it('names in a referral the general manager on the same answers (sub)domain, by name and address', () => {
    expect(answerFor(FIXED_ANSWER_ADDRESSES.referral).colleague).toEqual({
      name: 'Maria Lopez',
      address: REFERRED_ADDRESS,
      role: 'general manager',
    });
    expect(answerFor('Referral@Tacos.Answers.Leadgen.Test').colleague).toEqual({
      name: 'Maria Lopez',
      address: 'maria.lopez@tacos.answers.leadgen.test',
      role: 'general manager',
    });
    expect(answerFor('anyone@answers.leadgen.test', { mode: 'referral' }).colleague?.address).toBe(REFERRED_ADDRESS);
    // Only a referral names anyone.
    expect(answerFor(FIXED_ANSWER_ADDRESSES.reply)).not.toHaveProperty('colleague');
    expect(answerFor(FIXED_ANSWER_ADDRESSES.info_request)).not.toHaveProperty('colleague');
  });

  it('loops the colleague in on one referral in three, and always from its fixed address', () => {
    expect(answerFor(LOOP_IN_ADDRESS)).toMatchObject({
      kind: 'referral',
      loopIn: true,
      colleague: { address: REFERRED_ADDRESS },
    });
    expect(answerFor('loopin@pho.answers.leadgen.test').colleague?.address).toBe(
      'maria.lopez@pho.answers.leadgen.test',
    );
    expect(answerFor(FIXED_ANSWER_ADDRESSES.referral)).not.toHaveProperty('loopIn');
    const onDomain = Array.from({ length: 4_000 }, (_, i) => `person${i}@answers.leadgen.test`).map((a) =>
      answerFor(a),
    );
    const referrals = onDomain.filter((p) => p.kind === 'referral');
    const looped = referrals.filter((p) => p.loopIn).length / referrals.length;
    expect(referrals.length).toBeGreaterThan(60);
    expect(looped).toBeGreaterThan(0.2);
    expect(looped).toBeLessThan(0.47);
    expect(onDomain.filter((p) => p.kind !== 'referral').every((p) => !p.loopIn)).toBe(true);
  });

  it("names in a restaurant's referral its owner at the owner's published address, else says a plain yes", () => {
    const owner = answerFor('info@delgados.example', { directory, mode: 'referral' });
    expect(owner).toMatchObject({
      kind: 'referral',
      reason: 'mode',
      colleague: { name: 'Maria Delgado', address: 'mdelgado@delgados.example', role: 'owner' },
    });
    // The owner decides: written to, they name no one.
    expect(answerFor('mdelgado@delgados.example', { directory, mode: 'referral' })).toMatchObject({ kind: 'reply' });
    // No owner named, a mail provider, a domain no simulated site is on: no one to name.
    expect(answerFor('info@rosas.example', { directory, mode: 'referral' }).kind).toBe('reply');
    expect(answerFor('maria.delgado1987@gmail.com', { directory, mode: 'referral' }).kind).toBe('reply');
    expect(answerFor('info@elsewhere.example', { directory, mode: 'referral' }).kind).toBe('reply');
    expect(answerFor('info@rosas.example', { directory, mode: 'referral' })).not.toHaveProperty('colleague');
  });

  it('gives the share of referrals to plain yeses where no simulated restaurant is there to name anyone', () => {
    const kinds = addresses.map((a) => answerFor(a).kind);
    const named = addresses.map((a) => answerFor(a, { directory: ownersDirectory }));
    expect(kinds).not.toContain('referral');
    for (const [i, plan] of named.entries()) {
      expect(kinds[i]).toBe(plan.kind === 'referral' ? 'reply' : plan.kind);
      if (plan.kind === 'referral') expect(plan.colleague?.address).toBe(addresses[i]!.replace(/^\w+@/, 'sam@'));
    }
  });

  it("'off' leaves every other address unanswered; a kind makes every restaurant give it", () => {
    expect(addresses.every((a) => answerFor(a, { mode: 'off' }).kind === 'none')).toBe(true);
    expect(answerFor('sales@rosas.example', { directory, mode: 'off' }).kind).toBe('none');
    expect(addresses.every((a) => answerFor(a, { mode: 'out_of_office' }).kind === 'out_of_office')).toBe(true);
    expect(answerFor('sales@rosas.example', { directory, mode: 'reply' }).kind).toBe('bounce');
  });
});
