import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { leadToSave, myLeadsWorldForSpec, newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { keepContact, keepPitch, outreachOf } from './testing/outreach.fixture.js';

const world = myLeadsWorldForSpec();

describe("a saved lead's facts as outreach asks for them", () => {
  it('gives its name, status, time zone, latest pitch and addresses best first', async () => {
    const rep = newRep();
    const [item] = (
      await world.save.save(rep, [leadToSave('p1', { website: 'https://www.casa-verde.example.com/menu' })])
    ).items;
    await keepContact(world, rep, item!.id, { kind: 'email', value: 'info@casa-verde.example.com', label: 'role' });
    await keepContact(world, rep, item!.id, {
      kind: 'person',
      value: 'Rosa Diaz',
      label: 'Owner',
      email: 'rosa@casa-verde.example.com',
    });
    await keepPitch(world, rep, item!.id, 'An older opener');
    world.clock.tick();
    const latest = await keepPitch(world, rep, item!.id, 'Hi Rosa, I loved the patio.', 'TableTech POS');
    const facts = await outreachOf(world).facts.facts(rep, item!.id);
    expect(facts).toMatchObject({
      lead_id: item!.id,
      restaurant_name: 'Casa Verde Taqueria',
      status: 'new',
      time_zone: 'America/Chicago',
      // Anyone writing from the restaurant's own domain is this lead's.
      website_domain: 'casa-verde.example.com',
      pitch: { id: latest, email_opener: 'Hi Rosa, I loved the patio.' },
      // With a pitch kept that names what the rep sells, the draft is written from it: no listing sent.
      lead: null,
      recipients: [
        { address: 'rosa@casa-verde.example.com', name: 'Rosa Diaz', role: 'Owner' },
        { address: 'info@casa-verde.example.com', name: null, role: 'General inbox' },
      ],
    });
  });

  it('says there is no pitch and no address when none is kept, and gives the listing to have a pitch written', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const facts = await outreachOf(world).facts.facts(rep, item!.id);
    expect(facts).toMatchObject({ pitch: null, recipients: [] });
    // The place id keeps the pitch written from it with this lead.
    expect(facts.lead).toMatchObject({ name: 'Casa Verde Taqueria', place_id: 'p1' });
    // A pitch kept from before What I sell named a product: the listing still comes, to write a newer one.
    await keepPitch(world, rep, item!.id, 'Hi, I loved the patio.');
    expect((await outreachOf(world).facts.facts(rep, item!.id)).lead).toMatchObject({ place_id: 'p1' });
    const [noSite] = (await world.save.save(rep, [leadToSave('p2', { website: null })])).items;
    expect((await outreachOf(world).facts.facts(rep, noSite!.id)).website_domain).toBeNull();
  });

  it("answers another rep's lead, or an unknown one, as not found", async () => {
    const owner = newRep();
    const [item] = (await world.save.save(owner, [leadToSave('p1')])).items;
    const notFound = { code: 'NOT_FOUND', error: SAVED_LEAD_NOT_FOUND_MESSAGE };
    expect(await outreachOf(world).facts.facts(newRep(), item!.id).catch(refusal)).toMatchObject(notFound);
    const unknown = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
    expect(await outreachOf(world).facts.facts(owner, unknown).catch(refusal)).toMatchObject(notFound);
  });
});
