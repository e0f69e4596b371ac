import { DEFAULT_LIST_DELETE_MESSAGE, LIST_NAME_TAKEN_MESSAGE } from '@leadgen/contracts';
import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from '../my-leads/testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe("a rep's lists", () => {
  it("start with the default 'My Leads', then the rep's own by name, each with its count", async () => {
    const rep = newRep();
    expect((await world.lists.all(rep)).map((l) => [l.name, l.is_default, l.lead_count])).toEqual([
      ['My Leads', true, 0],
    ]);
    await world.lists.create(rep, 'Zesty');
    const tacos = await world.lists.create(rep, 'Austin tacos');
    await world.save.save(rep, [leadToSave('p1'), leadToSave('p2')], tacos.id);
    expect((await world.lists.all(rep)).map((l) => [l.name, l.lead_count])).toEqual([
      ['My Leads', 0],
      ['Austin tacos', 2],
      ['Zesty', 0],
    ]);
    expect(await world.lists.all(newRep())).toHaveLength(1);
  });

  it('refuse a name the rep already uses, naming the field', async () => {
    const rep = newRep();
    const list = await world.lists.create(rep, 'Tacos');
    const taken = { code: 'CONFLICT', error: LIST_NAME_TAKEN_MESSAGE, fields: { name: [LIST_NAME_TAKEN_MESSAGE] } };
    expect(await world.lists.create(rep, 'Tacos').catch(refusal)).toMatchObject(taken);
    const other = await world.lists.create(rep, 'Ramen');
    expect(await world.lists.rename(rep, other.id, 'Tacos').catch(refusal)).toMatchObject(taken);
    expect((await world.lists.create(newRep(), 'Tacos')).name).toBe('Tacos');
    expect((await world.lists.rename(rep, list.id, 'Tacos, Austin')).name).toBe('Tacos, Austin');
  });

  it('move their leads to My Leads when deleted, each move in the lead’s history; the default list stays', async () => {
    const rep = newRep();
    const list = await world.lists.create(rep, 'Pizza');
    const [item] = (await world.save.save(rep, [leadToSave('p1')], list.id)).items;
    expect(await world.lists.remove(rep, list.id)).toBe(1);
    const detail = await world.read.get(rep, item!.id);
    expect(detail.list.name).toBe('My Leads');
    expect(detail.version).toBe(2);
    expect(detail.history.find((h) => h.kind === 'list')).toMatchObject({
      detail: 'List Pizza -> My Leads (list deleted)',
      from: 'Pizza',
      to: 'My Leads',
    });
    const [defaultList] = await world.lists.all(rep);
    expect(await world.lists.remove(rep, defaultList!.id).catch(refusal)).toMatchObject({
      code: 'CONFLICT',
      error: DEFAULT_LIST_DELETE_MESSAGE,
    });
    expect(await world.lists.remove(newRep(), defaultList!.id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
