import type { SiteContacts } from '@leadgen/contracts';
import { AddContact } from '../contacts/add-contact.js';
import { RemoveContact } from '../contacts/remove-contact.js';
import { leadToSave, newRep, myLeadsWorldForSpec } from '../my-leads/testing/my-leads.fixture.js';
import { SavedMarks } from './saved-marks.js';
import { sampleLead } from '@leadgen/contracts/testing';

const world = myLeadsWorldForSpec();

describe("a search's saved marks", () => {
  it('name the saved lead, its status and list for each place the rep saved, and nothing for the rest', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const marks = await world.marks.of(rep, ['p1', 'p2']);
    expect([...marks.entries()]).toEqual([
      ['p1', { id: item!.id, status: 'new', list: item!.list, has_email: false, has_person: false, has_pitch: false }],
    ]);
    expect(await world.marks.of(newRep(), ['p1'])).toEqual(new Map());
    expect(await world.marks.of(rep, [])).toEqual(new Map());
  });

  it('say whether the saved lead keeps a pitch, so the search row opens it instead of paying for another', async () => {
    const rep = newRep();
    const pitch = sampleLead.pitch!;
    await world.save.save(rep, [leadToSave('p1', { pitch }), leadToSave('p2')]);
    const marks = await world.marks.of(rep, ['p1', 'p2']);
    expect(marks.get('p1')).toMatchObject({ has_pitch: true });
    expect(marks.get('p2')).toMatchObject({ has_pitch: false });
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

  it('say whether the saved lead keeps an email or a named person, and forget one the rep removed', async () => {
    const rep = newRep();
    const [item] = (
      await world.save.save(rep, [leadToSave('p1')], undefined, [{ place_id: 'p1', found: contactsFound() }])
    ).items;
    expect((await world.marks.of(rep, ['p1'])).get('p1')).toMatchObject({ has_email: true, has_person: false });
    const adding = new AddContact(world.db, world.clock, world.cache);
    const withPerson = await adding.add(rep, item!.id, { kind: 'person', value: 'Maria Lopez', label: 'Owner' });
    expect((await world.marks.of(rep, ['p1'])).get('p1')).toMatchObject({ has_email: true, has_person: true });
    const email = withPerson.contacts.find((c) => c.kind === 'email')!;
    await new RemoveContact(world.db, world.clock, world.cache).remove(rep, item!.id, email.id);
    expect((await world.marks.of(rep, ['p1'])).get('p1')).toMatchObject({ has_email: false, has_person: true });
  });
});

function contactsFound(): SiteContacts {
  return {
    website_url: 'https://casaverde.example/',
    emails: [
      {
        address: 'info@casaverde.example',
        kind: 'role',
        disposable: false,
        page_url: 'https://casaverde.example/',
        evidence: 'info@casaverde.example',
      },
    ],
    phones: [],
    people: [],
    social: {},
    forms: [],
    contact_form_url: null,
    ordering_links: [],
    reservation_links: [],
    pages_read: ['https://casaverde.example/'],
    site_note: null,
    read_at: '2026-03-10T20:00:00.000Z',
  };
}
