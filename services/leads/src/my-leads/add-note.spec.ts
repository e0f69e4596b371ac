import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('a note on a saved lead', () => {
  it('is kept whole, counted on the lead, and its start written in the history', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const text = `Spoke to the owner. ${'x'.repeat(300)}`;
    world.clock.tick();
    const note = await world.notes.add(rep, item!.id, text);
    expect(note).toMatchObject({ text, created_at: world.clock.now().toISOString() });
    const detail = await world.read.get(rep, item!.id);
    expect(detail.note_count).toBe(1);
    expect(detail.notes).toEqual([note]);
    expect(detail.history[0]!.detail).toBe(`Note: ${text.slice(0, 200)}...`);
    world.clock.tick();
    expect((await world.notes.add(rep, item!.id, 'Short')).text).toBe('Short');
    expect((await world.read.get(rep, item!.id)).history[0]!.detail).toBe('Note: Short');
  });

  it("is refused on another rep's lead", async () => {
    const [item] = (await world.save.save(newRep(), [leadToSave('p1')])).items;
    expect(await world.notes.add(newRep(), item!.id, 'Hi').catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
