import { newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { CONTACT_NOT_FOUND_MESSAGE } from './contact-rows.js';
import { contactsWorldForSpec } from './testing/contacts.fixture.js';

const { world, uses, savedLead } = contactsWorldForSpec();
const UNKNOWN = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

describe('a contact the rep corrects', () => {
  it('is marked corrected, with the change in the history', async () => {
    const { rep, id } = await savedLead();
    const email = (await uses().find.find(rep, id)).contacts.find((c) => c.kind === 'email')!;
    world.clock.tick();
    const answer = await uses().correct.correct(rep, id, email.id, {
      value: 'Hola@CasaVerde.example',
      label: 'personal',
    });
    expect(answer.contacts.find((c) => c.id === email.id)).toMatchObject({
      value: 'hola@casaverde.example',
      label: 'personal',
      edited: true,
      source: 'site',
    });
    expect((await world.read.get(rep, id)).history[0]).toMatchObject({
      kind: 'contacts',
      detail: 'Contact corrected: info@casaverde.example to hola@casaverde.example',
    });
  });

  it('checks the value for its kind, naming the field, and refuses a duplicate of another contact', async () => {
    const { rep, id } = await savedLead();
    const contacts = (await uses().find.find(rep, id)).contacts;
    const email = contacts.find((c) => c.kind === 'email')!;
    const phone = contacts.find((c) => c.kind === 'phone')!;
    expect(await uses().correct.correct(rep, id, email.id, { value: 'not an email' }).catch(refusal)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { value: ['Email must be a valid email address'] },
    });
    expect(await uses().correct.correct(rep, id, phone.id, { value: '12' }).catch(refusal)).toMatchObject({
      fields: { value: ['Phone must be a valid phone number'] },
    });
    await uses().add.add(rep, id, { kind: 'email', value: 'maria@casaverde.example' });
    expect(
      await uses().correct.correct(rep, id, email.id, { value: 'maria@casaverde.example' }).catch(refusal),
    ).toMatchObject({ code: 'CONFLICT', error: "maria@casaverde.example is already one of this lead's contacts." });
  });

  it('answers not found for an unknown or removed contact and for another rep', async () => {
    const { rep, id } = await savedLead();
    const [person] = (await uses().find.find(rep, id)).contacts;
    await uses().remove.remove(rep, id, person!.id);
    const notFound = { code: 'NOT_FOUND', error: CONTACT_NOT_FOUND_MESSAGE };
    expect(await uses().correct.correct(rep, id, UNKNOWN, { label: 'Chef' }).catch(refusal)).toMatchObject(notFound);
    expect(await uses().correct.correct(rep, id, person!.id, { label: 'Chef' }).catch(refusal)).toMatchObject(notFound);
    expect(await uses().remove.remove(rep, id, person!.id).catch(refusal)).toMatchObject(notFound);
    expect(await uses().list.get(newRep(), id).catch(refusal)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
