import type { OutreachAddressSuppressed } from '@leadgen/contracts';
import { parse } from 'csv-parse/sync';
import { savedLeadsToCsv } from '../my-leads/crm-export.csv.js';
import { leadToSave, myLeadsWorldForSpec, newRep } from '../my-leads/testing/my-leads.fixture.js';
import { suppressionDetail } from './outreach-address-suppressed.js';
import { keepContact, outreachOf } from './testing/outreach.fixture.js';

const world = myLeadsWorldForSpec();

const told = (rep: string, over: Partial<OutreachAddressSuppressed> = {}): OutreachAddressSuppressed => ({
  user_id: rep,
  address: 'Rosa@Casa-Verde.example.com',
  reason: 'unsubscribed',
  lead_id: null,
  at: '2026-03-10T19:45:00.000Z',
  ...over,
});

/** A rep with two saved leads that both keep Rosa's address (one as an email, one with the person). */
async function repWithRosa() {
  const rep = newRep();
  const { items } = await world.save.save(rep, [leadToSave('p1'), leadToSave('p2')]);
  const [one, two] = [items[0]!.id, items[1]!.id];
  await keepContact(world, rep, one, { kind: 'email', value: 'rosa@casa-verde.example.com', label: 'personal' });
  await keepContact(world, rep, one, { kind: 'email', value: 'info@casa-verde.example.com', label: 'role' });
  await keepContact(world, rep, two, {
    kind: 'person',
    value: 'Rosa Diaz',
    label: 'Owner',
    email: 'ROSA@casa-verde.example.com',
  });
  return { rep, one, two };
}

const contactsOf = async (rep: string, id: string) => (await world.read.get(rep, id)).contacts.contacts;

describe('an address put on the rep suppression list', () => {
  it('marks every contact of the rep at that address, whatever its case, on any saved lead', async () => {
    const { rep, one, two } = await repWithRosa();
    expect(await outreachOf(world).suppressions.record(told(rep))).toEqual({ contacts: 2 });
    expect((await contactsOf(rep, one)).map((c) => [c.value, c.opted_out, c.opted_out_at])).toEqual([
      ['info@casa-verde.example.com', null, null],
      ['rosa@casa-verde.example.com', 'unsubscribed', '2026-03-10T19:45:00.000Z'],
    ]);
    expect((await contactsOf(rep, two))[0]).toMatchObject({ value: 'Rosa Diaz', opted_out: 'unsubscribed' });
  });

  it("never marks another rep's contact at the same address", async () => {
    const { rep } = await repWithRosa();
    const other = await repWithRosa();
    await outreachOf(world).suppressions.record(told(rep));
    expect((await contactsOf(other.rep, other.one))[0]!.opted_out).toBeNull();
  });

  it('says so on the lead whose email brought it, once when told twice', async () => {
    const { rep, one } = await repWithRosa();
    const suppression = told(rep, { lead_id: one });
    await outreachOf(world).suppressions.record(suppression);
    world.clock.tick();
    expect(await outreachOf(world).suppressions.record(suppression)).toEqual({ contacts: 2 });
    const detail = await world.read.get(rep, one);
    expect(detail.history.filter((h) => h.kind === 'email_suppressed')).toEqual([
      expect.objectContaining({ detail: 'Unsubscribed: rosa@casa-verde.example.com', at: '2026-03-10T19:45:00.000Z' }),
    ]);
    expect(detail.contacts.contacts.find((c) => c.value.startsWith('rosa'))!.opted_out_at).toBe(
      '2026-03-10T19:45:00.000Z',
    );
    expect(detail.version).toBe(1);
  });

  it('follows a new reason, and clears every mark when the rep takes the address off the list', async () => {
    const { rep, one, two } = await repWithRosa();
    await outreachOf(world).suppressions.record(told(rep, { lead_id: one }));
    await outreachOf(world).suppressions.record(told(rep, { lead_id: one, reason: 'bounced' }));
    expect((await contactsOf(rep, two))[0]!.opted_out).toBe('bounced');
    expect(await outreachOf(world).suppressions.record(told(rep, { lead_id: one, reason: null }))).toEqual({
      contacts: 0,
    });
    expect((await contactsOf(rep, one)).map((c) => c.opted_out)).toEqual([null, null]);
    expect((await contactsOf(rep, two))[0]).toMatchObject({ opted_out: null, opted_out_at: null });
    const lines = (await world.read.get(rep, one)).history.filter((h) => h.kind === 'email_suppressed');
    expect(lines.map((h) => h.detail).sort()).toEqual([
      'Bounced: rosa@casa-verde.example.com',
      'Taken off your suppression list: rosa@casa-verde.example.com',
      'Unsubscribed: rosa@casa-verde.example.com',
    ]);
    // Off the list already: told again, nothing more is written.
    await outreachOf(world).suppressions.record(told(rep, { lead_id: one, reason: null }));
    expect((await world.read.get(rep, one)).history.filter((h) => h.kind === 'email_suppressed')).toHaveLength(3);
  });

  it('keeps the mark for a lead the rep no longer has, without a line', async () => {
    const { rep, one, two } = await repWithRosa();
    await world.remove.remove(rep, one);
    expect(await outreachOf(world).suppressions.record(told(rep, { lead_id: one }))).toEqual({ contacts: 1 });
    expect((await contactsOf(rep, two))[0]!.opted_out).toBe('unsubscribed');
  });

  it('puts an opted-out address last among the addresses outreach is offered', async () => {
    const { rep, one } = await repWithRosa();
    await outreachOf(world).suppressions.record(told(rep));
    expect((await outreachOf(world).facts.facts(rep, one)).recipients.map((r) => r.address)).toEqual([
      'info@casa-verde.example.com',
      'rosa@casa-verde.example.com',
    ]);
  });

  it('leaves the address out of the My Leads CSV and HubSpot files, and opts it out in Salesforce', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    await keepContact(world, rep, item!.id, { kind: 'email', value: 'rosa@casa-verde.example.com', label: 'personal' });
    await outreachOf(world).suppressions.record(told(rep));
    const picked = await world.exports.pick(rep, { ids: [item!.id] }, 10);
    expect(picked[0]!.contacts).toEqual([expect.objectContaining({ opted_out: 'unsubscribed' })]);
    expect(savedLeadsToCsv('csv', picked)).not.toContain('rosa@casa-verde.example.com');
    expect(savedLeadsToCsv('hubspot', picked)).not.toContain('rosa@casa-verde.example.com');
    const [salesforce] = parse(savedLeadsToCsv('salesforce', picked), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(salesforce).toMatchObject({ Email: 'rosa@casa-verde.example.com', HasOptedOutOfEmail: 'true' });
  });
});

describe("a suppression's timeline line", () => {
  it('says why, or that the rep took it off the list', () => {
    expect(suppressionDetail('opted_out', 'ana@x.example')).toBe('Asked not to be emailed: ana@x.example');
    expect(suppressionDetail('manual', 'ana@x.example')).toBe('Put on your suppression list: ana@x.example');
    expect(suppressionDetail(null, 'ana@x.example')).toBe('Taken off your suppression list: ana@x.example');
  });
});
