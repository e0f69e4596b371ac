import { randomUUID } from 'node:crypto';
import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('a saved lead read whole', () => {
  it('has its notes and history, newest first', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    world.clock.tick();
    await world.notes.add(rep, item!.id, 'First call: ask for Maria');
    world.clock.tick();
    await world.notes.add(rep, item!.id, 'Second call: menu reprint in May');
    const detail = await world.read.get(rep, item!.id);
    expect(detail).toMatchObject({
      id: item!.id,
      note_count: 2,
      list: { name: 'My Leads' },
      pitches: [],
      diagnostics: [],
      contacts: { contacts: [], last_read: null },
    });
    expect(detail.notes.map((n) => n.text)).toEqual(['Second call: menu reprint in May', 'First call: ask for Maria']);
    expect(detail.history.map((h) => h.kind)).toEqual(['note', 'note', 'saved']);
    expect(detail.lead.name).toBe('Casa Verde Taqueria');
  });

  it("answers not found for another rep's lead and for one that never was", async () => {
    const [item] = (await world.save.save(newRep(), [leadToSave('p1')])).items;
    const message = { code: 'NOT_FOUND', error: SAVED_LEAD_NOT_FOUND_MESSAGE };
    expect(await world.read.get(newRep(), item!.id).catch(refusal)).toMatchObject(message);
    expect(await world.read.get(newRep(), randomUUID()).catch(refusal)).toMatchObject(message);
  });
});
