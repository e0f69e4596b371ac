import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { contactsWorldForSpec } from './testing/contacts.fixture.js';

const { world, uses, savedLead } = contactsWorldForSpec();

describe('a contact the rep adds', () => {
  it("is kept as the rep's, first among its kind, and written in the history", async () => {
    const { rep, id } = await savedLead();
    await uses().find.find(rep, id);
    world.clock.tick();
    const answer = await uses().add.add(rep, id, {
      kind: 'person',
      value: 'Ana Ruiz',
      label: 'General Manager',
      phone: '512 555 0177',
      email: 'ana@casaverde.example',
    });
    expect(answer.contacts[0]).toMatchObject({
      kind: 'person',
      value: 'Ana Ruiz',
      label: 'General Manager',
      source: 'rep',
      phone: '+15125550177',
      email: 'ana@casaverde.example',
    });
    world.clock.tick();
    await uses().add.add(rep, id, { kind: 'email', value: 'Catering@CasaVerde.example' });
    const detail = await world.read.get(rep, id);
    expect(detail.contacts.contacts.find((c) => c.value === 'catering@casaverde.example')).toMatchObject({
      label: 'role',
    });
    expect(detail.history.slice(0, 2).map((h) => h.detail)).toEqual([
      'Contact added: catering@casaverde.example',
      'Contact added: Ana Ruiz',
    ]);
    expect(detail.updated_at).toBe(world.clock.now().toISOString());
  });

  it('refuses one already kept (409), a phone that is none (400 naming the field), and another rep (404)', async () => {
    const { rep, id } = await savedLead();
    await uses().add.add(rep, id, { kind: 'phone', value: '(512) 555-0143' });
    expect(await uses().add.add(rep, id, { kind: 'phone', value: '+1 512 555 0143' }).catch(refusal)).toMatchObject({
      code: 'CONFLICT',
      error: "(512) 555-0143 is already one of this lead's contacts.",
    });
    expect(await uses().add.add(rep, id, { kind: 'phone', value: '555 0143 99' }).catch(refusal)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { value: ['Phone must be a valid phone number'] },
    });
    expect(await uses().add.add(newRep(), id, { kind: 'email', value: 'a@b.co' }).catch(refusal)).toMatchObject({
      code: 'NOT_FOUND',
      error: SAVED_LEAD_NOT_FOUND_MESSAGE,
    });
  });

  it('brings back one the rep removed when the rep adds it again', async () => {
    const { rep, id } = await savedLead();
    const [added] = (await uses().add.add(rep, id, { kind: 'email', value: 'maria@casaverde.example' })).contacts;
    await uses().remove.remove(rep, id, added!.id);
    const again = await uses().add.add(rep, id, { kind: 'email', value: 'MARIA@casaverde.example' });
    expect(again.contacts.map((c) => c.value)).toEqual(['maria@casaverde.example']);
  });
});
