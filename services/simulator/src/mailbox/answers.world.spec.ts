import { simulatedWorld } from '../world/world.js';
import { ownsAddress } from './answers.people.js';
import { answerInWorld, worldDirectory } from './answers.world.js';

describe("the simulated restaurants' mail domains", () => {
  const world = simulatedWorld();
  const directory = worldDirectory(world);
  const sites = world.sites
    .hosts(300)
    .map((host) => ({ host, domain: host.replace(/^www\./, ''), truth: world.sites.truth(host)! }))
    .map((s) => ({ ...s, mail: directory.domain(s.domain) }));

  it("knows every site's domain, bare or with www, and the addresses it publishes", () => {
    for (const s of sites) {
      expect(s.mail).not.toBeNull();
      expect(directory.domain(`www.${s.domain}`)).toEqual(s.mail);
      expect(s.mail!.name).toBe(s.truth.name);
      // What a reader finds is published; a site that cannot be read still publishes its addresses.
      for (const e of s.truth.contacts.emails) expect(s.mail!.addresses).toContain(e.address.toLowerCase());
    }
    const unreadable = sites.filter((s) => !s.truth.contacts.readable && s.mail!.addresses.length > 0);
    expect(unreadable.length).toBeGreaterThan(0);
    expect(directory.domain('gmail.com')).toBeNull();
    expect(directory.domain('no-such-restaurant.example')).toBeNull();
  });

  it('bounces only the addresses no simulated site publishes on its domain', () => {
    const withMail = sites.filter((s) => s.mail!.addresses.some((a) => a.endsWith(`@${s.domain}`)));
    expect(withMail.length).toBeGreaterThan(100);
    for (const s of withMail.slice(0, 100)) {
      for (const address of s.mail!.addresses) expect(answerInWorld(world, address).kind).not.toBe('bounce');
      expect(answerInWorld(world, `no-such-person@${s.domain}`)).toMatchObject({
        kind: 'bounce',
        reason: 'unknown_address',
      });
    }
    // An owner's gmail address is on no simulated domain: it answers by its share.
    expect(answerInWorld(world, 'maria.delgado1987@gmail.com').reason).toBe('share');
  });

  it('names in a referral the owner at the address the site publishes as theirs, else says a plain yes', () => {
    const plans = sites.flatMap((s) =>
      s
        .mail!.addresses.filter((a) => a.endsWith(`@${s.domain}`))
        .map((a) => ({ s, a, plan: answerInWorld(world, a, { mode: 'referral' }) })),
    );
    const named = plans.filter((p) => p.plan.kind === 'referral');
    const plain = plans.filter((p) => p.plan.kind === 'reply');
    expect(named.length).toBeGreaterThan(10);
    expect(plain.length).toBeGreaterThan(10);
    expect(named.length + plain.length).toBe(plans.length);
    for (const { s, a, plan } of named) {
      expect(plan.colleague).toMatchObject({ name: s.mail!.owner, role: 'owner' });
      expect(s.mail!.addresses).toContain(plan.colleague!.address);
      expect(plan.colleague!.address).not.toBe(a);
    }
    // No owner named, none of the site's addresses theirs, or the owner's own written to: the one who decides.
    for (const { s, a } of plain) {
      const owner = s.mail!.owner;
      expect(!owner || ownsAddress(a, owner) || !s.mail!.addresses.some((x) => ownsAddress(x, owner))).toBe(true);
    }
    expect(plain.some((p) => !p.s.mail!.owner)).toBe(true);
  });

  it("gives the world's restaurants the answers' shares", () => {
    const published = sites.flatMap((s) => s.mail!.addresses);
    const kinds = published.map((a) => answerInWorld(world, a).kind);
    const answered = kinds.filter((k) => k !== 'none').length / kinds.length;
    expect(published.length).toBeGreaterThan(300);
    expect(answered).toBeGreaterThan(0.31);
    expect(answered).toBeLessThan(0.53);
  });
});
