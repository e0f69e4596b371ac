import { randomUUID } from 'node:crypto';
import type { OutreachEmailSent } from '@leadgen/contracts';
import { leadToSave, myLeadsWorldForSpec, newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { RemoveContact } from '../contacts/remove-contact.js';
import { outreachOf } from './testing/outreach.fixture.js';

const world = myLeadsWorldForSpec();

/** Sent Tuesday 10 March 2026 at 15:00 in Chicago (the world's clock). */
const emailTo = (rep: string, leadId: string, over: Partial<OutreachEmailSent> = {}): OutreachEmailSent => ({
  user_id: rep,
  lead_id: leadId,
  email_id: randomUUID(),
  to: 'rosa@casa-verde.example.com',
  subject: 'Online ordering for Casa Verde',
  body: 'Hi Rosa,\n\nI loved the patio.\n\n— Ana',
  step: 0,
  sent_at: '2026-03-10T20:00:00.000Z',
  ...over,
});

describe('an email outreach sent from a saved lead', () => {
  it('is kept in its history with its text, moves New to Attempted and sets a follow-up three business days later', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const before = world.statusEvents.length;
    const reply = await outreachOf(world).sent.record(emailTo(rep, item!.id));
    expect(reply).toEqual({ lead_status: 'attempted', suggested_follow_up: '2026-03-13' });
    const detail = await world.read.get(rep, item!.id);
    expect(detail).toMatchObject({ status: 'attempted', version: 2, follow_up_at: '2026-03-13T14:00:00.000Z' });
    const email = detail.history.find((h) => h.kind === 'email');
    expect(email?.detail).toBe(
      'Email sent to rosa@casa-verde.example.com: Online ordering for Casa Verde\n\nHi Rosa,\n\nI loved the patio.\n\n— Ana',
    );
    expect(detail.history.find((h) => h.kind === 'status')).toMatchObject({ from: 'new', to: 'attempted' });
    expect(world.statusEvents.slice(before)).toEqual([
      expect.objectContaining({ user_id: rep, lead_id: item!.id, status: 'attempted' }),
    ]);
  });

  it('is kept once when outreach tells it twice', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const sent = emailTo(rep, item!.id);
    await outreachOf(world).sent.record(sent);
    const again = await outreachOf(world).sent.record(sent);
    expect(again).toEqual({ lead_status: 'attempted', suggested_follow_up: '2026-03-13' });
    const detail = await world.read.get(rep, item!.id);
    expect(detail.history.filter((h) => h.kind === 'email')).toHaveLength(1);
    expect(detail.version).toBe(2);
  });

  it("keeps whom it went to among the lead's contacts: the person it named with their address, once", async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const to = 'maria.lopez@casa-verde.example.com';
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { to, to_name: 'Maria Lopez' }));
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { to, to_name: 'Maria Lopez', step: 1 }));
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { to: 'MARIA.LOPEZ@casa-verde.example.com' }));
    const detail = await world.read.get(rep, item!.id);
    const kept = detail.contacts.contacts.filter((c) => c.email === to || c.value === to);
    expect(kept).toEqual([expect.objectContaining({ kind: 'person', value: 'Maria Lopez', email: to, source: 'rep' })]);
    expect(detail.history.filter((h) => h.kind === 'contacts').map((h) => h.detail)).toEqual([
      `Contact added: Maria Lopez, ${to}`,
    ]);
    // An address without a name is kept as the address; one the rep removed stays removed.
    const events = 'events@casa-verde.example.com';
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { to: events }));
    const added = (await world.read.get(rep, item!.id)).contacts.contacts.find((c) => c.value === events);
    expect(added).toMatchObject({ kind: 'email', source: 'rep' });
    await new RemoveContact(world.db, world.clock, world.cache).remove(rep, item!.id, added!.id);
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { to: events }));
    const after = await world.read.get(rep, item!.id);
    expect(after.contacts.contacts.find((c) => c.value === events)).toBeUndefined();
  });

  it('sets the follow-up to the call a reply takes up, over the one set before', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    await world.pipeline.update(rep, item!.id, {
      version: 1,
      status: 'connected',
      follow_up_at: '2026-04-01T14:00:00.000Z',
    });
    const call = { when: 'Thursday around 3', said_at: '2026-03-10T19:00:00.000Z' };
    const reply = await outreachOf(world).sent.record(emailTo(rep, item!.id, { call }));
    // Thursday 12 March at 3 pm in Chicago (daylight time since the 8th).
    expect(reply).toEqual({ lead_status: 'connected', suggested_follow_up: '2026-03-12' });
    const detail = await world.read.get(rep, item!.id);
    expect(detail.follow_up_at).toBe('2026-03-12T20:00:00.000Z');
    expect(
      detail.history.find((h) => h.kind === 'follow_up' && h.detail.includes('the call they asked for')),
    ).toMatchObject({
      from: '2026-04-01T14:00:00.000Z',
      to: '2026-03-12T20:00:00.000Z',
    });
    // A time already past, or words naming no day, leave the follow-up as leads sets it.
    const [other] = (await world.save.save(rep, [leadToSave('p2')])).items;
    const vague = await outreachOf(world).sent.record(
      emailTo(rep, other!.id, { call: { when: 'sometime', said_at: '2026-03-10T19:00:00.000Z' } }),
    );
    expect(vague.suggested_follow_up).toBe('2026-03-13');
  });

  it('keeps the whole text of a long email', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const body = 'A line a rep wrote.\n'.repeat(500);
    await outreachOf(world).sent.record(emailTo(rep, item!.id, { body }));
    const email = (await world.read.get(rep, item!.id)).history.find((h) => h.kind === 'email');
    expect(email?.detail.endsWith(body)).toBe(true);
  });

  it('leaves a lead past New at its status and a follow-up the rep set where it is', async () => {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
    const mine = '2026-04-01T14:00:00.000Z';
    await world.pipeline.update(rep, item!.id, { version: 1, status: 'attempted', follow_up_at: mine });
    const before = world.statusEvents.length;
    // Sent on a Friday: the suggestion skips the weekend.
    const reply = await outreachOf(world).sent.record(emailTo(rep, item!.id, { sent_at: '2026-03-13T16:00:00Z' }));
    expect(reply).toEqual({ lead_status: 'attempted', suggested_follow_up: '2026-03-18' });
    expect(await world.read.get(rep, item!.id)).toMatchObject({ status: 'attempted', follow_up_at: mine, version: 2 });
    expect(world.statusEvents.length).toBe(before);
  });

  it("is refused for another rep's lead, which keeps nothing", async () => {
    const owner = newRep();
    const [item] = (await world.save.save(owner, [leadToSave('p1')])).items;
    const err = await outreachOf(world).sent.record(emailTo(newRep(), item!.id)).catch(refusal);
    expect(err).toMatchObject({ code: 'NOT_FOUND' });
    const detail = await world.read.get(owner, item!.id);
    expect(detail).toMatchObject({ status: 'new', follow_up_at: null });
    expect(detail.history.some((h) => h.kind === 'email')).toBe(false);
  });
});
