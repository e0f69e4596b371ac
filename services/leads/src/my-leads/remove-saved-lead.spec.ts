import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('removing a saved lead', () => {
  it('takes it from the list and from the saved marks of the next search, notes and all', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    await world.notes.add(rep, item!.id, 'Call back');
    expect((await world.marks.of(rep, ['p1'])).size).toBe(1);
    await world.remove.remove(rep, item!.id);
    expect(await world.marks.of(rep, ['p1'])).toEqual(new Map());
    expect(await world.read.get(rep, item!.id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await world.remove.remove(rep, item!.id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("leaves another rep's lead alone and answers not found", async () => {
    const owner = newRep();
    const [item] = (await world.save.save(owner, [leadToSave('p1')])).items;
    expect(await world.remove.remove(newRep(), item!.id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await world.read.get(owner, item!.id)).id).toBe(item!.id);
  });
});
