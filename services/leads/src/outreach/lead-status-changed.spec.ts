import { leadToSave, myLeadsWorldForSpec, newRep } from '../my-leads/testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('outreach is told when a saved lead changes status or is removed', () => {
  it('tells each status the rep sets, and nothing for a change that leaves the status as it was', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const before = world.statusEvents.length;
    await world.pipeline.update(rep, item!.id, { version: 1, status: 'connected' });
    await world.pipeline.update(rep, item!.id, { version: 2, follow_up_at: '2026-04-01T14:00:00.000Z' });
    await world.pipeline.update(rep, item!.id, { version: 3, status: 'lost', lost_reason: 'Too small' });
    expect(world.statusEvents.slice(before)).toEqual([
      { user_id: rep, lead_id: item!.id, status: 'connected', at: world.clock.now().toISOString() },
      { user_id: rep, lead_id: item!.id, status: 'lost', at: world.clock.now().toISOString() },
    ]);
  });

  it('tells a removal as no status', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const before = world.statusEvents.length;
    await world.remove.remove(rep, item!.id);
    expect(world.statusEvents.slice(before)).toEqual([expect.objectContaining({ lead_id: item!.id, status: null })]);
  });
});
