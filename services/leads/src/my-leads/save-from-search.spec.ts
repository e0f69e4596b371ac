import { samplePitch } from '@leadgen/contracts/testing';
import { siteFound } from '../contacts/testing/contacts.fixture.js';
import { leadToSave, newRep, refusal, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();

describe('saving leads from a search', () => {
  it("saves new leads into the rep's default list, new in the pipeline, each saving in its history", async () => {
    const rep = newRep();
    const answer = await world.save.save(rep, [leadToSave('p1'), leadToSave('p2', { name: 'Lola Ramen' })]);
    expect(answer.saved).toBe(2);
    expect(answer.already_saved).toBe(0);
    expect(answer.items.map((i) => [i.place_id, i.status, i.list.name, i.version])).toEqual([
      ['p1', 'new', 'My Leads', 1],
      ['p2', 'new', 'My Leads', 1],
    ]);
    const detail = await world.read.get(rep, answer.items[0]!.id);
    expect(detail.history.map((h) => h.detail)).toEqual(['Saved to My Leads']);
  });

  it('saving a lead again refreshes its facts and keeps its pipeline', async () => {
    const rep = newRep();
    const [first] = (await world.save.save(rep, [leadToSave('p1')])).items;
    await world.pipeline.update(rep, first!.id, { version: 1, status: 'connected' });
    const again = await world.save.save(rep, [leadToSave('p1', { phone: '(512) 555-0199' })]);
    expect(again).toMatchObject({ saved: 0, already_saved: 1 });
    expect(again.items[0]).toMatchObject({ id: first!.id, status: 'connected', version: 3 });
    expect(again.items[0]!.lead.phone).toBe('(512) 555-0199');
  });

  it('moves a lead saved before into the list named, saying so in its history', async () => {
    const rep = newRep();
    const [first] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const list = await world.lists.create(rep, 'Austin tacos');
    const moved = await world.save.save(rep, [leadToSave('p1')], list.id);
    expect(moved.items[0]!.list).toEqual({ id: list.id, name: 'Austin tacos' });
    const history = (await world.read.get(rep, first!.id)).history;
    expect(history.find((h) => h.kind === 'list')).toMatchObject({
      detail: 'List My Leads -> Austin tacos',
      from: 'My Leads',
      to: 'Austin tacos',
    });
  });

  it('keeps the pitch a search wrote once, however often the lead is saved with it', async () => {
    const rep = newRep();
    const lead = leadToSave('p1', { pitch: samplePitch });
    const [item] = (await world.save.save(rep, [lead])).items;
    await world.save.save(rep, [lead]);
    const detail = await world.read.get(rep, item!.id);
    expect(detail.pitches).toHaveLength(1);
    expect(detail.pitches[0]).toMatchObject({ kind: 'generated', pitch: samplePitch, vendor: null });
    expect(detail.lead.pitch).toBeUndefined();
  });

  it("refuses another rep's list and saves nothing", async () => {
    const owner = newRep();
    const list = await world.lists.create(owner, 'Mine');
    const rep = newRep();
    const err = await world.save.save(rep, [leadToSave('p1')], list.id).catch(refusal);
    expect(err).toMatchObject({ code: 'NOT_FOUND' });
    expect(await world.marks.of(rep, ['p1'])).toEqual(new Map());
  });

  it('shows a lead saved in the saved marks of the next search at once', async () => {
    const rep = newRep();
    expect((await world.marks.of(rep, ['p1'])).size).toBe(0);
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    expect((await world.marks.of(rep, ['p1'])).get('p1')).toMatchObject({ id: item!.id, status: 'new' });
  });

  it('keeps the contacts the rep found in the search with the leads they belong to, adding to what a lead keeps', async () => {
    const rep = newRep();
    const found = siteFound();
    const [first] = (
      await world.save.save(rep, [leadToSave('p1'), leadToSave('p2')], undefined, [{ place_id: 'p1', found }])
    ).items;
    const detail = await world.read.get(rep, first!.id);
    expect(detail.contacts.contacts.map((c) => [c.kind, c.value, c.source])).toEqual([
      ['person', 'Maria Lopez', 'site'],
      ['email', 'info@casaverde.example', 'site'],
      ['phone', '+15125550143', 'site'],
    ]);
    expect(detail.contacts.last_read).toMatchObject({ contact_form_url: 'https://casaverde.example/contact' });
    expect(detail.history.map((h) => h.detail)).toContain(
      'Contacts read from the website: 1 email, 1 phone, 1 person (3 new)',
    );
    const again = siteFound({ people: [] });
    await world.save.save(rep, [leadToSave('p1')], undefined, [{ place_id: 'p1', found: again }]);
    expect((await world.read.get(rep, first!.id)).contacts.contacts).toHaveLength(3);
    const other = (await world.save.save(rep, [leadToSave('p2')])).items[0]!;
    expect((await world.read.get(rep, other.id)).contacts).toEqual({ contacts: [], last_read: null });
  });
});
