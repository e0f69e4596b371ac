import { leadToSave, newRep, myLeadsWorldForSpec } from '../my-leads/testing/my-leads.fixture.js';
import { SavedMarks } from './saved-marks.js';

const world = myLeadsWorldForSpec();

describe("a search's saved marks", () => {
  it('name the saved lead, its status and list for each place the rep saved, and nothing for the rest', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const marks = await world.marks.of(rep, ['p1', 'p2']);
    expect([...marks.entries()]).toEqual([['p1', { id: item!.id, status: 'new', list: item!.list }]]);
    expect(await world.marks.of(newRep(), ['p1'])).toEqual(new Map());
    expect(await world.marks.of(rep, [])).toEqual(new Map());
  });

  it('follow a renamed list at once on this instance', async () => {
    const rep = newRep();
    const list = await world.lists.create(rep, 'Tacos');
    await world.save.save(rep, [leadToSave('p1')], list.id);
    expect((await world.marks.of(rep, ['p1'])).get('p1')!.list.name).toBe('Tacos');
    await world.lists.rename(rep, list.id, 'Tacos, Austin');
    expect((await world.marks.of(rep, ['p1'])).get('p1')!.list.name).toBe('Tacos, Austin');
  });

  it('never hold a place id that could not travel in one query parameter', async () => {
    const rep = newRep();
    await world.save.save(rep, [leadToSave('p1')]);
    const marks = new SavedMarks(world.db, world.cache);
    expect(await marks.of(rep, ['p1\u001fp2'])).toEqual(new Map());
    expect((await marks.of(rep, ['p1\u001fp2', 'p1'])).size).toBe(1);
  });
});
