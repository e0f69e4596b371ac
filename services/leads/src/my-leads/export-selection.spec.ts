import { leadToSave, newRep, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('the saved leads an export picks', () => {
  it('are the ids ticked, else what the filter shows, newest change first, with list and pipeline', async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' }), leadToSave('p2')]);
    const alpha = items.find((i) => i.place_id === 'p1')!;
    world.clock.tick();
    await world.pipeline.update(rep, alpha.id, { version: 1, status: 'lost', lost_reason: 'Closed' });
    await world.notes.add(rep, alpha.id, 'Owner asked to call back in spring');

    const all = await world.exports.pick(rep, {}, 100);
    expect(all.map((r) => r.lead.name)).toEqual(['Alpha', 'Casa Verde Taqueria']);
    expect(all[0]).toMatchObject({ status: 'lost', lost_reason: 'Closed', list: 'My Leads', note_count: 1 });

    expect((await world.exports.pick(rep, { filter: { status: 'new' } }, 100)).map((r) => r.lead.name)).toEqual([
      'Casa Verde Taqueria',
    ]);
    expect((await world.exports.pick(rep, { ids: [alpha.id] }, 100)).map((r) => r.lead.name)).toEqual(['Alpha']);
    expect(await world.exports.pick(rep, {}, 1)).toHaveLength(1);
  });

  it("never holds another rep's leads, even by id", async () => {
    const owner = newRep();
    const [item] = (await world.save.save(owner, [leadToSave('p1')])).items;
    expect(await world.exports.pick(newRep(), { ids: [item!.id] }, 100)).toEqual([]);
    expect(await world.exports.pick(newRep(), {}, 100)).toEqual([]);
  });
});
