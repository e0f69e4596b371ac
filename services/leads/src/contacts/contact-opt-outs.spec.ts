import { outreachOf } from '../outreach/testing/outreach.fixture.js';
import { contactsWorldForSpec, siteFound } from './testing/contacts.fixture.js';

const { world, site, uses, savedLead } = contactsWorldForSpec();

const unsubscribe = (rep: string, address: string, reason: 'unsubscribed' | null = 'unsubscribed') =>
  outreachOf(world).suppressions.record({ user_id: rep, address, reason, lead_id: null, at: '2026-03-10T19:00:00Z' });

describe('a contact kept after its address went on the rep suppression list', () => {
  it('is marked when a read of the site finds it', async () => {
    const { rep, id } = await savedLead();
    await unsubscribe(rep, 'INFO@casaverde.example');
    site.next = siteFound();
    const read = await uses().find.find(rep, id);
    expect(read.contacts.find((c) => c.value === 'info@casaverde.example')).toMatchObject({
      opted_out: 'unsubscribed',
      opted_out_at: '2026-03-10T19:00:00.000Z',
    });
    expect(read.contacts.find((c) => c.kind === 'person')!.opted_out).toBeNull();
  });

  it('is marked when the rep adds it, or a person with it; a correction to another address clears it', async () => {
    const { rep, id } = await savedLead();
    await unsubscribe(rep, 'ana@casaverde.example');
    const added = await uses().add.add(rep, id, { kind: 'email', value: 'Ana@CasaVerde.example' });
    const ana = added.contacts.find((c) => c.kind === 'email')!;
    expect(ana.opted_out).toBe('unsubscribed');
    const person = await uses().add.add(rep, id, { kind: 'person', value: 'Ana Ruiz', email: 'ana@casaverde.example' });
    expect(person.contacts.find((c) => c.kind === 'person')!.opted_out).toBe('unsubscribed');
    const corrected = await uses().correct.correct(rep, id, ana.id, { value: 'hola@casaverde.example' });
    expect(corrected.contacts.find((c) => c.id === ana.id)).toMatchObject({
      value: 'hola@casaverde.example',
      opted_out: null,
    });
  });

  it('is mailable again once the rep takes the address off the list', async () => {
    const { rep, id } = await savedLead();
    await unsubscribe(rep, 'ana@casaverde.example');
    await unsubscribe(rep, 'ana@casaverde.example', null);
    const added = await uses().add.add(rep, id, { kind: 'email', value: 'ana@casaverde.example' });
    expect(added.contacts[0]!.opted_out).toBeNull();
  });
});
