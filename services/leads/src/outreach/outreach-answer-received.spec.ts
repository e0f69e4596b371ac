import { randomUUID } from 'node:crypto';
import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { leadToSave, myLeadsWorldForSpec, newRep, refusal } from '../my-leads/testing/my-leads.fixture.js';
import { answerDetail, returnDay, type AnswerTold } from './outreach-answer-received.js';
import { outreachOf } from './testing/outreach.fixture.js';

const world = myLeadsWorldForSpec();

/** Rosa's answer, read on Tuesday 10 March 2026 just before the world's clock. */
const answerTo = (rep: string, leadId: string, over: Partial<AnswerTold> = {}): AnswerTold => ({
  user_id: rep,
  lead_id: leadId,
  inbox_id: randomUUID(),
  kind: 'reply',
  overrides: null,
  from: 'rosa@casa-verde.example.com',
  subject: 'Re: Online ordering for Casa Verde',
  text: 'Sounds good, call me Tuesday.',
  received_at: '2026-03-10T19:30:00.000Z',
  return_date: null,
  invite_accepted: false,
  meeting_off: false,
  ...over,
});

async function savedLead() {
  const rep = newRep();
  const [item] = (await world.save.save(rep, [leadToSave('p1')])).items;
  return { rep, id: item!.id };
}

describe('an answer read in the rep mailbox', () => {
  it('is kept in the timeline with its text; a reply moves New to Connected as a rep change would', async () => {
    const { rep, id } = await savedLead();
    const before = world.statusEvents.length;
    const reply = await outreachOf(world).answers.record(answerTo(rep, id));
    expect(reply).toEqual({ lead_status: 'connected', previous_status: 'new' });
    const detail = await world.read.get(rep, id);
    expect(detail).toMatchObject({
      status: 'connected',
      version: 2,
      status_changed_at: world.clock.now().toISOString(),
    });
    expect(detail.history.find((h) => h.kind === 'email_replied')).toMatchObject({
      detail: 'Replied (rosa@casa-verde.example.com): "Sounds good, call me Tuesday."',
      at: '2026-03-10T19:30:00.000Z',
      from: 'new',
      to: 'connected',
    });
    expect(detail.history.find((h) => h.kind === 'status')).toMatchObject({
      detail: 'Status New -> Connected',
      from: 'new',
      to: 'connected',
    });
    expect(world.statusEvents.slice(before)).toEqual([
      expect.objectContaining({ user_id: rep, lead_id: id, status: 'connected' }),
    ]);
  });

  it('is kept once, with one status change, when outreach tells it twice', async () => {
    const { rep, id } = await savedLead();
    const answer = answerTo(rep, id);
    await outreachOf(world).answers.record(answer);
    const events = world.statusEvents.length;
    expect(await outreachOf(world).answers.record(answer)).toEqual({ lead_status: 'connected', previous_status: null });
    const detail = await world.read.get(rep, id);
    expect(detail.history.filter((h) => h.kind === 'email_replied')).toHaveLength(1);
    expect(detail.history.filter((h) => h.kind === 'status')).toHaveLength(1);
    expect(detail.version).toBe(2);
    expect(world.statusEvents.length).toBe(events);
  });

  it('moves Attempted to Connected, and leaves a lead past it where the rep put it', async () => {
    const { rep, id } = await savedLead();
    await world.pipeline.update(rep, id, { version: 1, status: 'attempted' });
    expect(await outreachOf(world).answers.record(answerTo(rep, id))).toEqual({
      lead_status: 'connected',
      previous_status: 'attempted',
    });
    const booked = await savedLead();
    await world.pipeline.update(booked.rep, booked.id, { version: 1, status: 'meeting_booked' });
    const events = world.statusEvents.length;
    expect(await outreachOf(world).answers.record(answerTo(booked.rep, booked.id))).toEqual({
      lead_status: 'meeting_booked',
      previous_status: null,
    });
    expect(world.statusEvents.length).toBe(events);
    expect((await world.read.get(booked.rep, booked.id)).version).toBe(2);
  });

  it('moves a Connected lead on to Meeting booked when their calendar accepted the invite, and back when the rep says it was no reply', async () => {
    const { rep, id } = await savedLead();
    await outreachOf(world).answers.record(answerTo(rep, id));
    const accepted = answerTo(rep, id, {
      text: 'Rosa Diaz has accepted this invitation.',
      received_at: '2026-03-10T20:00:00.000Z',
      invite_accepted: true,
    });
    expect(await outreachOf(world).answers.record(accepted)).toEqual({
      lead_status: 'meeting_booked',
      previous_status: 'connected',
    });
    const statuses = (await world.read.get(rep, id)).history.filter((h) => h.kind === 'status');
    expect(statuses.map((h) => h.detail)).toContain('Status Connected -> Meeting booked');
    const corrected = { ...accepted, kind: 'auto_reply' as const, overrides: 'reply' as const };
    expect(await outreachOf(world).answers.record(corrected)).toEqual({
      lead_status: 'connected',
      previous_status: 'meeting_booked',
    });
    // A lead already won stays won.
    const won = await savedLead();
    await world.pipeline.update(won.rep, won.id, { version: 1, status: 'won' });
    expect(await outreachOf(world).answers.record(answerTo(won.rep, won.id, { invite_accepted: true }))).toEqual({
      lead_status: 'won',
      previous_status: null,
    });
  });

  it('moves a lead at Meeting booked back to Connected when they cancel the meeting they booked; a won lead stays won', async () => {
    const { rep, id } = await savedLead();
    const booked = answerTo(rep, id, { from: 'no-reply@cal.com', text: 'A new event has been scheduled.' });
    await outreachOf(world).answers.record({ ...booked, invite_accepted: true });
    const cancelled = answerTo(rep, id, {
      from: 'no-reply@cal.com',
      text: 'The event has been cancelled.',
      received_at: '2026-03-10T21:00:00.000Z',
      meeting_off: true,
    });
    expect(await outreachOf(world).answers.record(cancelled)).toEqual({
      lead_status: 'connected',
      previous_status: 'meeting_booked',
    });
    const statuses = (await world.read.get(rep, id)).history.filter((h) => h.kind === 'status');
    expect(statuses.map((h) => h.detail)).toContain('Status Meeting booked -> Connected');
    // Told again (outreach retries until leads answers): kept once, nothing moves.
    expect(await outreachOf(world).answers.record(cancelled)).toEqual({
      lead_status: 'connected',
      previous_status: null,
    });
    const won = await savedLead();
    await world.pipeline.update(won.rep, won.id, { version: 1, status: 'won' });
    expect(await outreachOf(world).answers.record(answerTo(won.rep, won.id, { meeting_off: true }))).toEqual({
      lead_status: 'won',
      previous_status: null,
    });
  });

  it('keeps an out-of-office, a bounce or a not-interested without changing the status', async () => {
    const { rep, id } = await savedLead();
    const answers = outreachOf(world).answers;
    await answers.record(
      answerTo(rep, id, { kind: 'out_of_office', text: 'Back on Monday.', return_date: '2026-03-16' }),
    );
    await answers.record(
      answerTo(rep, id, { kind: 'hard_bounce', from: 'MAILER-DAEMON@mx.example', text: 'User unknown' }),
    );
    const reply = await answers.record(answerTo(rep, id, { kind: 'not_interested', text: 'No thanks, we are set.' }));
    expect(reply).toEqual({ lead_status: 'new', previous_status: null });
    const detail = await world.read.get(rep, id);
    expect(detail).toMatchObject({ status: 'new', version: 1 });
    expect(detail.history.filter((h) => h.kind.startsWith('email_')).map((h) => [h.kind, h.detail])).toEqual(
      expect.arrayContaining([
        [
          'email_out_of_office',
          'Out of office (rosa@casa-verde.example.com) until Mon, Mar 16, 2026: "Back on Monday."',
        ],
        ['email_bounced', 'Bounced: "User unknown"'],
        ['email_not_interested', 'Not interested (rosa@casa-verde.example.com): "No thanks, we are set."'],
      ]),
    );
  });

  it('puts the status back when the rep says a reply was no reply, while nothing has moved it since', async () => {
    const { rep, id } = await savedLead();
    const answer = answerTo(rep, id);
    await outreachOf(world).answers.record(answer);
    world.clock.tick();
    const events = world.statusEvents.length;
    const corrected = { ...answer, kind: 'auto_reply' as const, overrides: 'reply' as const };
    expect(await outreachOf(world).answers.record(corrected)).toEqual({
      lead_status: 'new',
      previous_status: 'connected',
    });
    const detail = await world.read.get(rep, id);
    expect(detail).toMatchObject({ status: 'new', version: 3 });
    const entries = detail.history.filter((h) => h.kind.startsWith('email_'));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'email_auto_reply',
        detail: 'Auto-reply, as you marked it (rosa@casa-verde.example.com): "Sounds good, call me Tuesday."',
        from: null,
        to: null,
      }),
    ]);
    expect(detail.history.filter((h) => h.kind === 'status').map((h) => h.detail)).toEqual([
      'Status Connected -> New',
      'Status New -> Connected',
    ]);
    expect(world.statusEvents.slice(events)).toEqual([expect.objectContaining({ lead_id: id, status: 'new' })]);
    // Told again, the correction changes nothing more; told back as a reply, it connects the lead again.
    expect(await outreachOf(world).answers.record(corrected)).toEqual({ lead_status: 'new', previous_status: null });
    world.clock.tick();
    expect(await outreachOf(world).answers.record({ ...answer, kind: 'reply', overrides: 'auto_reply' })).toEqual({
      lead_status: 'connected',
      previous_status: 'new',
    });
  });

  it('leaves a status the rep set after the reply when the reply is corrected', async () => {
    const { rep, id } = await savedLead();
    const answer = answerTo(rep, id);
    await outreachOf(world).answers.record(answer);
    world.clock.tick();
    await world.pipeline.update(rep, id, { version: 2, status: 'meeting_booked' });
    world.clock.tick();
    const reply = await outreachOf(world).answers.record({ ...answer, kind: 'not_interested', overrides: 'reply' });
    expect(reply).toEqual({ lead_status: 'meeting_booked', previous_status: null });
    // Set back to Connected by the rep: still not the answer's move, so it stays.
    const other = await savedLead();
    const first = answerTo(other.rep, other.id);
    await outreachOf(world).answers.record(first);
    world.clock.tick();
    await world.pipeline.update(other.rep, other.id, { version: 2, status: 'attempted' });
    world.clock.tick();
    await world.pipeline.update(other.rep, other.id, { version: 3, status: 'connected' });
    const again = await outreachOf(world).answers.record({ ...first, kind: 'auto_reply', overrides: 'reply' });
    expect(again).toEqual({ lead_status: 'connected', previous_status: null });
  });

  it("keeps the rep's correction when the first telling arrives after it", async () => {
    const { rep, id } = await savedLead();
    const answer = answerTo(rep, id);
    await outreachOf(world).answers.record({ ...answer, kind: 'not_interested', overrides: 'reply' });
    expect(await outreachOf(world).answers.record(answer)).toEqual({ lead_status: 'new', previous_status: null });
    const detail = await world.read.get(rep, id);
    expect(detail.history.filter((h) => h.kind.startsWith('email_')).map((h) => h.kind)).toEqual([
      'email_not_interested',
    ]);
    expect(detail.status).toBe('new');
  });

  it("is refused for another rep's lead or a removed one, which keeps nothing", async () => {
    const { rep, id } = await savedLead();
    const notFound = { code: 'NOT_FOUND', error: SAVED_LEAD_NOT_FOUND_MESSAGE };
    expect(await outreachOf(world).answers.record(answerTo(newRep(), id)).catch(refusal)).toMatchObject(notFound);
    const detail = await world.read.get(rep, id);
    expect(detail).toMatchObject({ status: 'new', version: 1 });
    expect(detail.history.some((h) => h.kind.startsWith('email_'))).toBe(false);
    await world.remove.remove(rep, id);
    expect(await outreachOf(world).answers.record(answerTo(rep, id)).catch(refusal)).toMatchObject(notFound);
  });
});

describe("an answer's timeline line", () => {
  it('says what it is, who sent it (not a mail server) and its text in quotes', () => {
    const base = { overrides: null, from: 'rosa@casa.example', text: 'Hi', return_date: null } as const;
    expect(answerDetail({ ...base, kind: 'reply' })).toBe('Replied (rosa@casa.example): "Hi"');
    expect(answerDetail({ ...base, kind: 'soft_bounce', text: 'Mailbox full' })).toBe(
      'Bounced (temporary): "Mailbox full"',
    );
    expect(answerDetail({ ...base, kind: 'opt_out', text: '  ' })).toBe('Asked not to be emailed (rosa@casa.example)');
    expect(answerDetail({ ...base, kind: 'not_interested', overrides: 'reply' })).toBe(
      'Not interested, as you marked it (rosa@casa.example): "Hi"',
    );
    expect(answerDetail({ ...base, kind: 'out_of_office', return_date: 'soon' })).toBe(
      'Out of office (rosa@casa.example): "Hi"',
    );
  });

  it('keeps a long answer up to an email’s length', () => {
    const text = 'x'.repeat(30_000);
    const line = answerDetail({ kind: 'reply', overrides: null, from: '', text, return_date: null });
    expect(line.startsWith('Replied: "xxx')).toBe(true);
    expect(line.length).toBeLessThan(20_020);
  });

  it("writes an out-of-office's return day as a rep reads it", () => {
    expect(returnDay('2026-12-08')).toBe('Tue, Dec 8, 2026');
    expect(returnDay('2026-13-45')).toBeNull();
    expect(returnDay(null)).toBeNull();
  });
});
