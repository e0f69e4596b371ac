import { DEMO_VENDOR_SITES } from '../world/vendors/demo-vendors.js';
import { Towns } from '../towns/town.registry.js';
import { simulatedWorld } from '../world/world.js';
import { DomainRegistry } from './rdap.domains.js';

describe("the simulated world's domain registrations", () => {
  const world = simulatedWorld();
  const registry = new DomainRegistry(world);

  it("gives each restaurant's domain its listing's age, www or not", () => {
    const row = world.data.rows.find((r) => r.w && r.d !== undefined && !r.b)!;
    const host = new URL(row.w!).hostname;
    expect(registry.registeredDaysAgo(host)).toBe(row.d);
    expect(registry.registeredDaysAgo(`www.${host.replace(/^www\./, '')}`)).toBe(row.d);
  });

  it("knows chains', vendors' and town restaurants' domains, and no other", () => {
    const chain = world.data.rows.find((r) => r.b && r.w)!;
    expect(registry.registeredDaysAgo(new URL(chain.w!).hostname)).toBe(chain.d);
    expect(registry.registeredDaysAgo(DEMO_VENDOR_SITES[0]!.host)).toBeGreaterThan(365);
    const town = world.towns.find('Fredericksburg', 'TX')!.listings.find((l) => l.row.w && !l.row.b)!;
    // A fresh registry over towns that never drew Fredericksburg finds it from the host alone.
    const fresh = new DomainRegistry({ ...world, towns: new Towns(world.data) });
    expect(fresh.registeredDaysAgo(new URL(town.row.w!).hostname)).toBe(town.row.d);
    expect(registry.registeredDaysAgo('no-such-place-austin.example.com')).toBeNull();
    expect(registry.registeredDaysAgo('google.com')).toBeNull();
  });
});
