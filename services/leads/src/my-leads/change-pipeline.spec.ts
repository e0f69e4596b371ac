import { LOST_REASON_REQUIRED_MESSAGE, STALE_VERSION_MESSAGE } from '@leadgen/contracts';
import { LOST_REASON_WITHOUT_LOST_MESSAGE } from './change-pipeline.js';
import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

async function savedOne(rep: string) {
  return (await world.save.save(rep, [leadToSave('p1')])).items[0]!;
}

describe('changing a saved lead along the pipeline', () => {
  it('moves its status from the version the rep saw, in its history', async () => {
    const rep = newRep();
    const item = await savedOne(rep);
    const changed = await world.pipeline.update(rep, item.id, { version: 1, status: 'attempted' });
    expect(changed).toMatchObject({ status: 'attempted', version: 2, lost_reason: null });
    world.clock.tick();
    const lost = await world.pipeline.update(rep, item.id, { version: 2, status: 'lost', lost_reason: 'Too small' });
    expect(lost).toMatchObject({ status: 'lost', lost_reason: 'Too small', version: 3 });
    world.clock.tick();
    const reason = await world.pipeline.update(rep, item.id, { version: 3, lost_reason: 'Closed for good' });
    expect(reason.lost_reason).toBe('Closed for good');
    const history = (await world.read.get(rep, item.id)).history.filter((h) => h.kind === 'status');
    expect(history.map((h) => [h.detail, h.from, h.to])).toEqual([
      ['Lost reason: Closed for good', 'Too small', 'Closed for good'],
      ['Status Attempted -> Lost (Too small)', 'attempted', 'lost'],
      ['Status New -> Attempted', 'new', 'attempted'],
    ]);
  });

  it('changes nothing from a stale version and answers 409', async () => {
    const rep = newRep();
    const item = await savedOne(rep);
    await world.pipeline.update(rep, item.id, { version: 1, status: 'connected' });
    const err = await world.pipeline.update(rep, item.id, { version: 1, status: 'won' }).catch(refusal);
    expect(err).toMatchObject({ code: 'CONFLICT', error: STALE_VERSION_MESSAGE });
    expect(await world.read.get(rep, item.id)).toMatchObject({ status: 'connected', version: 2 });
  });

  it('takes a lost reason only for a lead that is Lost', async () => {
    const rep = newRep();
    const item = await savedOne(rep);
    const err = await world.pipeline.update(rep, item.id, { version: 1, lost_reason: 'Why' }).catch(refusal);
    expect(err).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: LOST_REASON_WITHOUT_LOST_MESSAGE,
      fields: { lost_reason: [LOST_REASON_REQUIRED_MESSAGE] },
    });
  });

  it('sets and clears the follow-up, and moves the lead to another of the rep’s lists', async () => {
    const rep = newRep();
    const item = await savedOne(rep);
    const at = '2026-03-14T14:00:00.000Z';
    world.clock.tick();
    expect((await world.pipeline.update(rep, item.id, { version: 1, follow_up_at: at })).follow_up_at).toBe(at);
    world.clock.tick();
    expect((await world.pipeline.update(rep, item.id, { version: 2, follow_up_at: null })).follow_up_at).toBeNull();
    const list = await world.lists.create(rep, 'Call in spring');
    world.clock.tick();
    const moved = await world.pipeline.update(rep, item.id, { version: 3, list_id: list.id });
    expect(moved.list).toEqual({ id: list.id, name: 'Call in spring' });
    const history = (await world.read.get(rep, item.id)).history;
    expect(history.slice(0, 3).map((h) => h.detail)).toEqual([
      'List My Leads -> Call in spring',
      'Follow-up cleared',
      `Follow-up set to ${at}`,
    ]);
    const other = await world.lists.create(newRep(), 'Theirs');
    expect(await world.pipeline.update(rep, item.id, { version: 4, list_id: other.id }).catch(refusal)).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("answers not found for another rep's lead", async () => {
    const item = await savedOne(newRep());
    expect(await world.pipeline.update(newRep(), item.id, { version: 1, status: 'won' }).catch(refusal)).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
