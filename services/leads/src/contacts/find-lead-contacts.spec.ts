import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { NO_WEBSITE_MESSAGE } from './find-lead-contacts.js';
import { contactsWorldForSpec, SITE, siteFound } from './testing/contacts.fixture.js';

const { world, site, uses, savedLead } = contactsWorldForSpec();

describe("'Find contacts' on a saved lead", () => {
  it('keeps what the site shows, people first, with the evidence, and the links of the last read', async () => {
    const { rep, id } = await savedLead();
    site.next = siteFound();
    world.clock.tick();
    const answer = await uses().find.find(rep, id);
    expect(answer.contacts.map((c) => [c.kind, c.value, c.label, c.source, c.evidence])).toEqual([
      ['person', 'Maria Lopez', 'Owner', 'site', 'Maria Lopez, owner since 2014'],
      ['email', 'info@casaverde.example', 'role', 'site', 'Write to info@casaverde.example'],
      ['phone', '+15125550143', 'phone', 'site', 'Call (512) 555-0143'],
    ]);
    expect(answer.last_read).toMatchObject({
      contact_form_url: `${SITE}contact`,
      social: { instagram: expect.any(String) },
    });
    expect(answer.last_read).not.toHaveProperty('emails');
    const detail = await world.read.get(rep, id);
    expect(detail.history[0]).toMatchObject({
      kind: 'contacts',
      detail: 'Contacts read from the website: 1 email, 1 phone, 1 person (3 new)',
    });
    expect(detail.contacts).toEqual(answer);
    expect(detail.version).toBe(1);
  });

  it("never overwrites a contact the rep corrected, never brings back one removed or corrected away, only adds what's new", async () => {
    const { rep, id } = await savedLead();
    site.next = siteFound();
    const first = await uses().find.find(rep, id);
    const phone = first.contacts.find((c) => c.kind === 'phone')!;
    const person = first.contacts.find((c) => c.kind === 'person')!;
    await uses().correct.correct(rep, id, phone.id, { value: '(512) 555-0199' });
    await uses().remove.remove(rep, id, person.id);
    world.clock.tick();
    site.next = siteFound({
      emails: [
        ...siteFound().emails,
        { address: 'events@casaverde.example', kind: 'role', disposable: false, page_url: SITE, evidence: 'events@' },
      ],
    });
    const again = await uses().find.find(rep, id);
    expect(again.contacts.map((c) => [c.kind, c.value, c.edited])).toEqual([
      ['email', 'info@casaverde.example', false],
      ['email', 'events@casaverde.example', false],
      ['phone', '+15125550199', true],
    ]);
  });

  it('reads nothing for a lead without a website, and nothing of another rep', async () => {
    const none = await savedLead(null);
    const before = site.reads.length;
    expect(await uses().find.find(none.rep, none.id).catch(refusal)).toMatchObject({
      code: 'BAD_REQUEST',
      error: NO_WEBSITE_MESSAGE,
    });
    const { id } = await savedLead();
    expect(await uses().find.find(newRep(), id).catch(refusal)).toMatchObject({
      code: 'NOT_FOUND',
      error: SAVED_LEAD_NOT_FOUND_MESSAGE,
    });
    expect(site.reads.length).toBe(before);
  });

  it('keeps nothing when the site cannot be read, and says why', async () => {
    const { rep, id } = await savedLead();
    site.next = rpcError('UPSTREAM_FAILED', `Could not read ${SITE}: The website took too long to answer.`);
    expect(await uses().find.find(rep, id).catch(refusal)).toMatchObject({ code: 'UPSTREAM_FAILED' });
    expect(await uses().list.get(rep, id)).toEqual({ contacts: [], last_read: null });
    expect((await world.read.get(rep, id)).history.map((h) => h.kind)).toEqual(['saved']);
  });
});
