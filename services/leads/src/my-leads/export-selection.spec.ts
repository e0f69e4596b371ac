import { randomUUID } from 'node:crypto';
import type { SavedContactKind } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { LeadContactRow, LeadPitchRow } from '../db/entities.js';
import { leadToSave, newRep, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

/** A contact kept on a lead, as a read of its site or the rep put it there. */
async function keep(
  rep: string,
  leadId: string,
  kind: SavedContactKind,
  value: string,
  label: string,
  over: Partial<LeadContactRow> = {},
) {
  const em = await world.db.em();
  world.clock.tick();
  const now = world.clock.now();
  em.create(LeadContactRow, {
    id: randomUUID(),
    leadId,
    userId: rep,
    kind,
    value,
    valueKey: value.toLowerCase(),
    display: null,
    label,
    email: null,
    phone: null,
    disposable: false,
    source: 'site',
    edited: false,
    pageUrl: null,
    evidence: null,
    removedAt: null,
    createdAt: now,
    updatedAt: now,
    ...over,
  });
  await em.flush();
}

describe('the saved leads an export picks', () => {
  it('are the ids ticked, else what the filter shows, newest change first, with list and pipeline', async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' }), leadToSave('p2')]);
    const alpha = items.find((i) => i.place_id === 'p1')!;
    world.clock.tick();
    await world.pipeline.update(rep, alpha.id, { version: 1, status: 'lost', lost_reason: 'Closed' });

    const all = await world.exports.pick(rep, {}, 100);
    expect(all.map((r) => r.lead.name)).toEqual(['Alpha', 'Casa Verde Taqueria']);
    expect(all[0]).toMatchObject({ status: 'lost', lost_reason: 'Closed', list: 'My Leads' });

    expect((await world.exports.pick(rep, { filter: { status: 'new' } }, 100)).map((r) => r.lead.name)).toEqual([
      'Casa Verde Taqueria',
    ]);
    expect((await world.exports.pick(rep, { ids: [alpha.id] }, 100)).map((r) => r.lead.name)).toEqual(['Alpha']);
    expect(await world.exports.pick(rep, {}, 1)).toHaveLength(1);
  });

  it('carry their notes latest first, their latest pitch and their kept contacts, never a removed one', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const id = item!.id;
    await world.notes.add(rep, id, 'Asked for a menu');
    world.clock.tick();
    await world.notes.add(rep, id, 'Owner back on Monday');
    const em = await world.db.em();
    const older = { ...samplePitch, email_opener: 'An older opener' };
    em.create(LeadPitchRow, {
      id: randomUUID(),
      leadId: id,
      userId: rep,
      kind: 'generated',
      pitch: older,
      vendor: null,
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    em.create(LeadPitchRow, {
      id: randomUUID(),
      leadId: id,
      userId: rep,
      kind: 'custom',
      pitch: samplePitch,
      vendor: null,
      createdAt: new Date('2026-03-09T00:00:00Z'),
    });
    await em.flush();
    await keep(rep, id, 'person', 'Maria Lopez', 'Owner');
    await keep(rep, id, 'email', 'old@casaverde.example.com', 'personal', { removedAt: world.clock.now() });
    await keep(rep, id, 'email', 'info@casaverde.example.com', 'role', { source: 'rep' });

    const [exported] = await world.exports.pick(rep, { ids: [id] }, 100);
    expect(exported!.notes.map((n) => n.text)).toEqual(['Owner back on Monday', 'Asked for a menu']);
    expect(exported!.pitch).toEqual(samplePitch);
    expect(exported!.contacts.map((c) => [c.kind, c.value, c.source])).toEqual([
      ['person', 'Maria Lopez', 'site'],
      ['email', 'info@casaverde.example.com', 'rep'],
    ]);
  });

  it("never holds another rep's leads, notes or contacts, even by id", async () => {
    const owner = newRep();
    const [item] = (await world.save.save(owner, [leadToSave('p1')])).items;
    await world.notes.add(owner, item!.id, 'Private to the owner');
    await keep(owner, item!.id, 'person', 'Maria Lopez', 'Owner');
    // Another rep saved the same restaurant: their export has their own lead, bare.
    const other = newRep();
    const [theirs] = (await world.save.save(other, [leadToSave('p1')])).items;
    expect(await world.exports.pick(newRep(), { ids: [item!.id] }, 100)).toEqual([]);
    expect(await world.exports.pick(newRep(), {}, 100)).toEqual([]);
    const exported = await world.exports.pick(other, { ids: [theirs!.id, item!.id] }, 100);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ notes: [], contacts: [] });
  });
});
