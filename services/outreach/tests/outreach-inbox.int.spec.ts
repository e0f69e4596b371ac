import ICAL from 'ical.js';
import { spokenTime } from '@leadgen/calendar';
import { settle } from '@leadgen/test-kit';
import {
  BOUNCE_ADDRESS,
  calendarIn,
  CANCELS_ADDRESS,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  LOOP_IN_ADDRESS,
  REFERRED_ADDRESS,
  mailWithId,
  SILENT_ADDRESS,
  SPANISH_OPT_OUT_ADDRESS,
} from '@leadgen/simulator/testing';
import type { InboxKind, OutreachEmail } from '@leadgen/contracts';
import type { SignedInRep } from '@leadgen/test-kit';
import { startInboxWorld, until, type InboxWorld } from './inbox-world.js';

/** An iCalendar UTC time ('20261210T170000Z'), as calendars write one in mail to the rep. */
const stamp = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Hearing the answer on the default install: each kind of answer the simulated restaurants send
 * arrives in the demo mailbox's INBOX, is matched to the email it answers, and does its action;
 * a mail that matches nothing is left alone, and the mailbox is never changed.
 */
describe('Outreach: answers read from the mailbox', () => {
  let world: InboxWorld;

  beforeAll(async () => {
    world = await startInboxWorld();
  }, 90_000);

  afterAll(() => world?.close());

  /** The sequence's emails once an answer of `kind` is in the rep's Inbox. */
  async function answered(rep: SignedInRep, address: string, kind: InboxKind, body?: string) {
    const { leadId, sequenceId } = await world.emailed(rep, address, { body });
    await until(async () => {
      const { messages } = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId });
      return messages.some((m) => m.kind === kind);
    });
    const inbox = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId });
    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId });
    const followUps = emails.filter((e: OutreachEmail) => e.sequence_id === sequenceId && e.step > 0);
    return { leadId, inbox, followUps };
  }

  /**
   * A rep who keeps a calendar link writes back to `address`'s question with it (as 'Write back'
   * drafts it): the simulated restaurant books through the link.
   */
  async function offeredLink(rep: SignedInRep, address: string) {
    await rep.api.call('profileUpdate', { meeting_url: 'https://cal.com/ana-rep' });
    const { leadId, inbox } = await answered(rep, address, 'reply');
    const question = inbox.messages[0]!;
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: question.id });
    const { subject, body } = draft;
    await rep.api.call('outreachSend', { lead_id: leadId, to: question.from, subject, body, answer_id: question.id });
    return { leadId, question, draft };
  }

  it('a reply stops the sequence, shows in the Inbox with its own words, and moves the lead to Connected', async () => {
    const rep = await world.stack.signIn();
    const { leadId, inbox, followUps } = await answered(rep, FIXED_ANSWER_ADDRESSES.reply, 'reply');
    expect(inbox.unread).toBe(1);
    const [message] = inbox.messages;
    expect(message).toMatchObject({ kind: 'reply', lead_id: leadId, read: false, from: FIXED_ANSWER_ADDRESSES.reply });
    expect(message!.text.length).toBeGreaterThan(5);
    expect(message!.text).not.toContain('wrote:');
    expect(message!.text).not.toContain('a short note about turning tables');
    expect(followUps.map((e) => [e.status, e.stop_reason])).toEqual([
      ['stopped', 'replied'],
      ['stopped', 'replied'],
    ]);
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'connected');
    expect((await rep.api.call('myLeadsGet', undefined, { id: leadId })).status).toBe('connected');

    const read = await rep.api.call('outreachInboxRead', { read: true }, { id: message!.id });
    expect(read.unread).toBe(0);
    // The rep says it was an automatic note: the follow-ups go on.
    const corrected = await rep.api.call('outreachInboxKind', { kind: 'auto_reply' }, { id: message!.id });
    expect(corrected.message).toMatchObject({ kind: 'auto_reply', overridden: true, rule: 'Set by you' });
    const after = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId });
    expect(after.emails.filter((e) => e.step > 0).map((e) => e.status)).toEqual(['scheduled', 'scheduled']);
  });

  it("'Write back' answers a reply now, in its thread, without follow-ups, with the invite it promises; their calendar's yes books the meeting", async () => {
    const rep = await world.stack.signIn();
    // The first email asks for a 20-minute demo: the invite, and the meeting it books, hold that long.
    const firstEmail =
      'Hi there, a short note about turning tables faster. Could we set up a 20-minute demo this week?';
    const { leadId, inbox } = await answered(rep, FIXED_ANSWER_ADDRESSES.reply, 'reply', firstEmail);
    const [message] = inbox.messages;
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'connected');
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: message!.id });
    expect(draft).toMatchObject({
      answer_id: message!.id,
      subject: message!.subject.startsWith('Re:') ? message!.subject : `Re: ${message!.subject}`,
      recipients: [{ address: message!.from, suppressed: false }],
      pitch_id: null,
    });
    expect(draft.body).toContain('Thanks for getting back to me.');
    expect(draft.reply_note).toMatch(/^They proposed .+: a calendar invite for .+ \(20 minutes\) goes with this reply/);
    const reply = {
      lead_id: leadId,
      to: message!.from,
      subject: draft.subject,
      body: draft.body,
      answer_id: message!.id,
    };

    // A reply is not scheduled nor followed up, and only the rep's own answer about this lead can be replied to.
    const refusedFollowUps = await settle(rep.api.call('outreachSend', { ...reply, follow_up_days: [3, 7] }));
    expect(refusedFollowUps).toMatchObject({
      status: 400,
      body: { fields: { follow_up_days: ['A reply is sent without follow-ups'] } },
    });
    const refusedLater = await settle(rep.api.call('outreachSend', { ...reply, when: 'business_hours' }));
    expect(refusedLater).toMatchObject({ status: 400, body: { fields: { when: ['A reply is sent now'] } } });
    const other = await world.stack.signIn();
    const notTheirs = await settle(
      other.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: message!.id }),
    );
    expect(notTheirs).toMatchObject({ status: 404 });
    const noSuchAnswer = await settle(
      rep.api.call('outreachSend', { ...reply, answer_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noSuchAnswer).toMatchObject({ status: 404, body: { error: 'This answer is not in your Inbox.' } });
    expect((await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId })).emails).toHaveLength(3);
    // Without the answer, the lead at Connected takes no new email.
    const { answer_id: _, ...fresh } = reply;
    expect(await settle(rep.api.call('outreachSend', fresh))).toMatchObject({ status: 409 });

    const sent = await rep.api.call('outreachSend', reply);
    expect(sent.emails.map((e) => [e.step, e.status])).toEqual([[0, 'sent']]);
    expect(sent.lead_status).toBe('connected');
    const mail = await mailWithId(world.simulator.mailbox!.pageUrl, sent.emails[0]!.message_id!);
    // In the thread of their answer: In-Reply-To names a message that is not the rep's own first email.
    const first = (await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId })).emails.find(
      (e) => e.step === 0 && e.id !== sent.emails[0]!.id,
    );
    expect(String(mail.headers['in-reply-to'] ?? '')).toMatch(/^<.+>$/);
    expect(String(mail.headers['in-reply-to'])).not.toContain(first!.message_id!.replace(/^<|>$/g, ''));
    expect(mail.headers.subject).toBe(draft.subject);
    // The call it takes up is the lead's follow-up now, at their time in the restaurant's zone (Chicago).
    const when = message!.asks!.words.replace(/^Asks for a (call|meeting) /, '').replace(/ at \(.*$/, '');
    const call = spokenTime(when, new Date(message!.received_at), 'America/Chicago')!;
    await until(
      async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).follow_up_at === call.toISOString(),
    );
    expect((await rep.api.call('myLeadsGet', undefined, { id: leadId })).follow_up_at).toBe(call.toISOString());
    // The reply carries that call as a calendar invite to them: an iCalendar REQUEST at the same instant.
    const invite = new ICAL.Component(ICAL.parse((await calendarIn(world.simulator.mailbox!.pageUrl, mail))!));
    expect(invite.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(invite.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(call.toISOString());
    expect(event.endDate.toJSDate().getTime() - call.getTime()).toBe(20 * 60_000);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe(`mailto:${message!.from}`);

    // Their calendar accepts it (the simulated restaurant presses Accept): heard, and the meeting is booked.
    const accepted = async () =>
      (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages.find(
        (m) => m.asks?.kind === 'invite_accepted',
      );
    await until(async () => Boolean(await accepted()));
    expect(await accepted()).toMatchObject({
      kind: 'reply',
      rule: 'Calendar reply: accepted your invite',
      action: 'Follow-ups stopped: they replied; the meeting is booked in My Leads',
      email_id: sent.emails[0]!.id,
      asks: { words: expect.stringMatching(/^Accepted your invite for \w+day, \w+ \d+ at \d+:\d\d [AP]M CST$/) },
    });
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'meeting_booked');

    // 'Add to my calendar': the booked meeting for the rep's own calendar, under the invite's UID.
    const file = await rep.api.download('outreachInboxMeeting', undefined, { id: (await accepted())!.id });
    expect(file.filename).toMatch(/^meeting-[a-z0-9-]+\.ics$/);
    const own = new ICAL.Event(new ICAL.Component(ICAL.parse(await file.blob.text())).getFirstSubcomponent('vevent')!);
    expect(own.uid).toBe(event.uid);
    expect(own.startDate.toJSDate().toISOString()).toBe(call.toISOString());
    expect(own.endDate.toJSDate().getTime() - call.getTime()).toBe(20 * 60_000);
    // Any other answer books no meeting.
    expect(await settle(rep.api.download('outreachInboxMeeting', undefined, { id: message!.id }))).toMatchObject({
      status: 409,
      body: { error: 'This answer books no meeting: only an accepted invite or a meeting they booked does.' },
    });

    // Later their answer changes to No (Google Calendar's REPLY, the same invite): the meeting is off.
    const no = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      'METHOD:REPLY',
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(call)}`,
      `ATTENDEE;PARTSTAT=DECLINED;CN=Rosa:mailto:${message!.from}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const subject = `Declined: ${event.summary}`;
    await world.mailToRep({ from: message!.from, subject, text: subject, calendar: { method: 'REPLY', ics: no } });
    const declined = async () =>
      (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages.find(
        (m) => m.asks?.kind === 'invite_declined',
      );
    await until(async () => Boolean(await declined()));
    expect((await declined())!.action).toBe(
      'Follow-ups stopped: they replied; the meeting is off: the lead goes back to Connected in My Leads',
    );
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'connected');
    expect((await rep.api.call('myLeadsGet', undefined, { id: leadId })).status).toBe('connected');
    expect((await accepted())!.meeting_cancelled).toBe(true);
  });

  it('a reply the rep rewrote to another time sends no invite for theirs, and sets no call as the follow-up', async () => {
    const rep = await world.stack.signIn();
    const { leadId, inbox } = await answered(rep, FIXED_ANSWER_ADDRESSES.reply, 'reply');
    const [message] = inbox.messages;
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: message!.id });
    const sent = await rep.api.call('outreachSend', {
      lead_id: leadId,
      to: message!.from,
      subject: draft.subject,
      body: 'Hi,\n\nThanks for getting back to me. That day is full for me: would Monday at 11 suit you?\n\nBest,\nRep',
      answer_id: message!.id,
    });
    const mail = await mailWithId(world.simulator.mailbox!.pageUrl, sent.emails[0]!.message_id!);
    expect(await calendarIn(world.simulator.mailbox!.pageUrl, mail)).toBeNull();
    // Leads was told before the send answered: the follow-up is not their call.
    expect((await rep.api.call('myLeadsGet', undefined, { id: leadId })).follow_up_at).not.toBe(
      spokenTime(
        message!.asks!.words.replace(/^Asks for a (call|meeting) /, '').replace(/ at \(.*$/, ''),
        new Date(message!.received_at),
        'America/Chicago',
      )!.toISOString(),
    );
  });

  it('a reply the worker sends again (the first attempt never reached the mail server) still goes to a Connected lead', async () => {
    const rep = await world.stack.signIn();
    // The first email asks for a 20-minute demo: the invite, and the meeting it books, hold that long.
    const firstEmail =
      'Hi there, a short note about turning tables faster. Could we set up a 20-minute demo this week?';
    const { leadId, inbox } = await answered(rep, FIXED_ANSWER_ADDRESSES.reply, 'reply', firstEmail);
    const [message] = inbox.messages;
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'connected');
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: message!.id });
    const sent = await rep.api.call('outreachSend', {
      lead_id: leadId,
      to: message!.from,
      subject: draft.subject,
      body: draft.body,
      answer_id: message!.id,
    });
    const replyId = sent.emails[0]!.id;
    // As a restart leaves a send whose instance died before the server took it: back in the queue, due now.
    await world.stack.orm.em
      .fork()
      .getConnection()
      .execute(
        `update outreach_emails set status = 'scheduled', sent_at = null, claimed_by = null, claimed_at = null, due_at = ? where id = ?`,
        [world.stack.clock.now(), replyId],
      );
    await world.stack.worker.tick();
    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId });
    expect(emails.find((e) => e.id === replyId)).toMatchObject({ status: 'sent', stop_reason: null });
  });

  it("a reply that points to a colleague: 'Write to Maria', in the thread, then her own reply is written back to", async () => {
    const rep = await world.stack.signIn();
    const { leadId, inbox } = await answered(rep, FIXED_ANSWER_ADDRESSES.referral, 'reply');
    const [pointer] = inbox.messages;
    expect(pointer!.asks).toEqual({
      kind: 'referral',
      words: `Points you to Maria Lopez, ${REFERRED_ADDRESS}`,
      name: 'Maria Lopez',
      address: REFERRED_ADDRESS,
    });
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: pointer!.id });
    expect(draft.recipients).toEqual([
      { address: REFERRED_ADDRESS, name: 'Maria Lopez', role: null, suppressed: false, greeting: 'Hi Maria,' },
    ]);
    expect(draft.body).toMatch(
      /^Hi Maria,\n\n\w+ suggested I get in touch with you about my note to the team, below\. /,
    );
    // Maria has not read the rep's note: it is quoted under the email to her.
    const { emails: firsts } = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId });
    const note = firsts.find((e) => e.step === 0)!.body;
    expect(draft.body).toContain(
      `\n\n${note
        .split('\n')
        .map((l) => (l ? `> ${l}` : '>'))
        .join('\n')}`,
    );
    // The one who pointed the rep on is copied, named as they signed.
    expect(draft.cc).toEqual({ address: FIXED_ANSWER_ADDRESSES.referral, name: expect.stringMatching(/^[A-Z][a-z]+/) });
    const reply = {
      lead_id: leadId,
      to: REFERRED_ADDRESS,
      // As the composer sends it: the name the draft greets at the address, and whom it copies.
      to_name: draft.recipients[0]!.name!,
      subject: draft.subject,
      body: draft.body,
      answer_id: pointer!.id,
      cc: draft.cc!.address,
      cc_name: draft.cc!.name!,
    };
    // A Cc on a first email, or of the address it goes to, is refused, and nothing is sent.
    const { answer_id: _, ...first } = reply;
    expect(await settle(rep.api.call('outreachSend', first))).toMatchObject({
      status: 400,
      body: { error: 'Invalid request: cc: Only a reply written back from the Inbox copies anyone' },
    });
    expect(await settle(rep.api.call('outreachSend', { ...reply, cc: REFERRED_ADDRESS.toUpperCase() }))).toMatchObject({
      status: 400,
      body: { error: 'Invalid request: cc: Cc is the address the email goes to' },
    });
    expect(await settle(rep.api.call('outreachSend', { ...reply, cc: 'not an address' }))).toMatchObject({
      status: 400,
    });
    const sent = await rep.api.call('outreachSend', reply);
    expect(sent.emails.map((e) => [e.to, e.cc, e.status])).toEqual([
      [REFERRED_ADDRESS, FIXED_ANSWER_ADDRESSES.referral, 'sent'],
    ]);
    const mail = await mailWithId(world.simulator.mailbox!.pageUrl, sent.emails[0]!.message_id!);
    expect(mail.cc).toEqual([{ address: FIXED_ANSWER_ADDRESSES.referral, name: draft.cc!.name }]);
    expect(draft.reply_note).toContain(`points you to Maria Lopez: this email goes to ${REFERRED_ADDRESS}`);
    // Whom the conversation is with now is kept on the lead, for My Leads and the CRM files.
    const contacts = async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).contacts.contacts;
    await until(async () => (await contacts()).some((c) => c.email === REFERRED_ADDRESS));
    expect(await contacts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'person', value: 'Maria Lopez', email: REFERRED_ADDRESS, source: 'rep' }),
      ]),
    );

    // Maria answers the rep's email to her with a time: the Inbox hears it as this lead's, and Write back takes it up.
    await until(async () => {
      const { messages } = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId });
      return messages.some((m) => m.from === REFERRED_ADDRESS);
    });
    const { messages } = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId });
    const maria = messages.find((m) => m.from === REFERRED_ADDRESS)!;
    expect(maria).toMatchObject({ kind: 'reply', from_name: 'Maria Lopez', email_id: sent.emails[0]!.id });
    // The one copied reads along: Maria answers, they do not.
    expect(messages.filter((m) => m.from === FIXED_ANSWER_ADDRESSES.referral)).toHaveLength(1);
    expect(maria.asks?.kind).toBe('time');
    const back = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: maria.id });
    expect(back.draft.recipients.map((r) => r.address)).toEqual([REFERRED_ADDRESS]);
    expect(back.draft.body).toMatch(
      /^Hi Maria,\n\nThanks for getting back to me\. (I'll call you|\w+ .* works for me)/,
    );

    // Each recipient opts out by a link of their own, and a mail program's button is not offered:
    // the one copied who opts out stops their own emails, never the conversation with Maria.
    expect(mail.headers).not.toHaveProperty('list-unsubscribe');
    const optOuts = [...mail.text.matchAll(/\/unsubscribe\/([\w-]{32}) \(([^,)]+)/g)].map(([, token, to]) => ({
      token,
      to,
    }));
    expect(optOuts.map((o) => o.to)).toEqual([REFERRED_ADDRESS, FIXED_ANSWER_ADDRESSES.referral]);
    const optedOut = await fetch(`${world.stack.gateway.url}/api/unsubscribe/${optOuts[1]!.token}`, { method: 'POST' });
    expect(optedOut.status).toBe(200);
    const { suppressions } = await rep.api.call('suppressionsList');
    expect(suppressions.map((s) => [s.address, s.reason])).toEqual([[FIXED_ANSWER_ADDRESSES.referral, 'unsubscribed']]);
  });

  it('a reply that loops in a colleague, copied on it: the Inbox points to her, and Write back goes to her, copying them', async () => {
    const rep = await world.stack.signIn();
    const { leadId, first } = await world.emailed(rep, 'silent@loop.answers.leadgen.test');
    await world.mailToRep({
      from: 'James Ortiz <silent@loop.answers.leadgen.test>',
      cc: 'Grace Kim <grace.kim@loop.answers.leadgen.test>',
      subject: `Re: ${first.subject}`,
      text: "Thanks for the note. Looping in Grace, our GM: she's the one who decides on this.\n\nJames",
      inReplyTo: first.message_id!,
    });
    await until(async () => (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).total > 0);
    const [answer] = (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages;
    expect(answer!.asks).toEqual({
      kind: 'referral',
      words: 'Points you to Grace Kim, grace.kim@loop.answers.leadgen.test',
      name: 'Grace Kim',
      address: 'grace.kim@loop.answers.leadgen.test',
    });
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: answer!.id });
    expect(draft.recipients.map((r) => [r.address, r.greeting])).toEqual([
      ['grace.kim@loop.answers.leadgen.test', 'Hi Grace,'],
    ]);
    expect(draft.cc).toEqual({ address: 'silent@loop.answers.leadgen.test', name: 'James Ortiz' });
    expect(draft.body).toMatch(/^Hi Grace,\n\nJames suggested I get in touch with you/);

    // Looped in by role alone: the one their answer copies is the one.
    const byRole = await world.emailed(rep, 'silent@role.answers.leadgen.test');
    await world.mailToRep({
      from: 'Sam Park <silent@role.answers.leadgen.test>',
      cc: 'Grace Kim <grace.kim@role.answers.leadgen.test>',
      subject: `Re: ${byRole.first.subject}`,
      text: 'Adding our general manager here, who can take it from here.\n\nSam',
      inReplyTo: byRole.first.message_id!,
    });
    const roleInbox = () => rep.api.call('outreachInbox', undefined, undefined, { lead_id: byRole.leadId });
    await until(async () => (await roleInbox()).total > 0);
    expect((await roleInbox()).messages[0]!.asks).toMatchObject({
      words: 'Points you to Grace Kim, grace.kim@role.answers.leadgen.test',
      address: 'grace.kim@role.answers.leadgen.test',
    });

    // 'Reply all' that also copies the rep back: the rep is not the one brought in.
    const copiesRep = await world.emailed(rep, 'silent@all.answers.leadgen.test');
    await world.mailToRep({
      from: 'Ana Cruz <silent@all.answers.leadgen.test>',
      // The demo mailbox sends as demo@leadgen.test (outreach's default From).
      cc: 'Demo Rep <demo@leadgen.test>, Grace Kim <grace.kim@all.answers.leadgen.test>',
      subject: `Re: ${copiesRep.first.subject}`,
      text: 'Looping in our GM, she decides on this.\n\nAna',
      inReplyTo: copiesRep.first.message_id!,
    });
    const allInbox = () => rep.api.call('outreachInbox', undefined, undefined, { lead_id: copiesRep.leadId });
    await until(async () => (await allInbox()).total > 0);
    expect((await allInbox()).messages[0]!.asks).toMatchObject({
      words: 'Points you to Grace Kim, grace.kim@all.answers.leadgen.test',
    });

    // The simulated restaurants loop a colleague in too, Maria copied on the answer.
    const looped = await answered(rep, LOOP_IN_ADDRESS, 'reply');
    expect(looped.inbox.messages[0]!.asks).toEqual({
      kind: 'referral',
      words: `Points you to Maria Lopez, ${REFERRED_ADDRESS}`,
      name: 'Maria Lopez',
      address: REFERRED_ADDRESS,
    });
  });

  it('a request for information is answered with a call to answer it, where the rep keeps no What I sell', async () => {
    const rep = await world.stack.signIn();
    const { leadId, inbox } = await answered(rep, FIXED_ANSWER_ADDRESSES.info_request, 'reply');
    const [message] = inbox.messages;
    expect(message!.asks?.kind).toBe('info');
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: message!.id });
    expect(draft.recipients.map((r) => r.address)).toEqual([FIXED_ANSWER_ADDRESSES.info_request]);
    expect(draft.body).toContain(
      'Thanks for getting back to me. I can tell you more, and answer your questions, on a short call.',
    );
  });

  it("a meeting they book through the rep's calendar link is heard from the booking page's mail, and books the lead", async () => {
    // The demo mailbox gives a booking (matched by who booked) to the rep who emailed them last: a
    // moment after the rep before, who emailed the same restaurant at the clock's same instant.
    world.stack.clock.advance(1000);
    const rep = await world.stack.signIn();
    const { leadId, question, draft } = await offeredLink(rep, FIXED_ANSWER_ADDRESSES.info_request);
    expect(draft.body).toContain('here: https://cal.com/ana-rep');
    // The simulated restaurant books through the link: Cal.com's mail to the rep, not in any thread, from the page.
    const booking = async () =>
      (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages.find(
        (m) => m.asks?.kind === 'meeting_booked',
      );
    await until(async () => Boolean(await booking()));
    expect(await booking()).toMatchObject({
      kind: 'reply',
      rule: 'Calendar booking: a meeting with you',
      from: 'no-reply@cal.com',
      action: 'Follow-ups stopped: they replied; the meeting is booked in My Leads',
      asks: { words: expect.stringMatching(/^\w+ \w+ booked a meeting with you for \w+day, \w+ \d+ at 11:00 AM CST$/) },
    });
    // Named as they named themselves on the page: as they signed their question.
    const booker = (await booking())!.asks!.words.split(' booked ')[0]!;
    expect(question.text).toMatch(new RegExp(`\\n${booker.split(' ')[0]}(\\n|$)`));
    await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status === 'meeting_booked');
    // 'Add to my calendar' keeps the page's own event (its UID), naming who booked.
    const file = await rep.api.download('outreachInboxMeeting', undefined, { id: (await booking())!.id });
    const own = new ICAL.Event(new ICAL.Component(ICAL.parse(await file.blob.text())).getFirstSubcomponent('vevent')!);
    expect(own.uid).toMatch(/^[0-9a-f]{24}@cal\.com$/);
    expect(own.description).toBe(`${booker} (${FIXED_ANSWER_ADDRESSES.info_request}) booked a meeting with you.`);
    // 'Write back' thanks the person who booked, not the page.
    const thanks = await rep.api.call(
      'outreachDraft',
      undefined,
      { lead_id: leadId },
      { answer_id: (await booking())!.id },
    );
    expect(thanks.draft.recipients.map((r) => r.address)).toEqual([FIXED_ANSWER_ADDRESSES.info_request]);
    expect(thanks.draft.body).toMatch(
      new RegExp(`^Hi ${booker.split(' ')[0]},\n\nThanks for booking a time, I look forward to it\\.`),
    );
  });

  it('a meeting they cancel is heard from the booking page, and the lead goes back to Connected; Write back offers another time', async () => {
    const rep = await world.stack.signIn();
    const address = CANCELS_ADDRESS.replace('@', '@pasta.');
    const { leadId } = await offeredLink(rep, address);
    const said = async (kind: string) =>
      (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages.find(
        (m) => m.asks?.kind === kind,
      );
    const status = async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status;
    // Booked, then (a moment later) cancelled: the lead's history keeps both moves.
    await until(async () => Boolean(await said('meeting_booked')));
    // The page's cancellation names the same event: the meeting is off, and the lead goes back.
    await until(async () => Boolean(await said('meeting_cancelled')));
    const cancelled = (await said('meeting_cancelled'))!;
    expect(cancelled).toMatchObject({
      kind: 'reply',
      rule: 'Calendar cancellation: the meeting with you is off',
      from: 'no-reply@cal.com',
      action: 'Follow-ups stopped: they replied; the meeting is off: the lead goes back to Connected in My Leads',
      asks: { words: expect.stringMatching(/^\w+ \w+ cancelled the meeting for \w+day, \w+ \d+ at 11:00 AM CST$/) },
    });
    await until(async () => (await status()) === 'connected');
    expect(await status()).toBe('connected');
    const { history } = await rep.api.call('myLeadsGet', undefined, { id: leadId });
    expect(history.filter((h) => h.kind === 'status').map((h) => h.detail)).toEqual(
      expect.arrayContaining(['Status Connected -> Meeting booked', 'Status Meeting booked -> Connected']),
    );
    // 'Write back' greets who cancelled and offers another time; there is no meeting to add to a calendar.
    const first = cancelled.asks!.words.split(' ')[0]!;
    const again = await rep.api.call('outreachDraft', undefined, { lead_id: leadId }, { answer_id: cancelled.id });
    expect(again.draft.recipients.map((r) => r.address)).toEqual([address]);
    expect(again.draft.body).toMatch(
      new RegExp(
        `^Hi ${first},\n\nSorry that time didn't work out\\. You can pick a time that suits you here: https://cal\\.com/ana-rep\\.`,
      ),
    );
    expect(await settle(rep.api.download('outreachInboxMeeting', undefined, { id: cancelled.id }))).toMatchObject({
      status: 409,
    });
    // The booking it cancelled says so, and its meeting is no longer one to add to a calendar.
    const booked = (await said('meeting_booked'))!;
    expect(booked.meeting_cancelled).toBe(true);
    expect(await settle(rep.api.download('outreachInboxMeeting', undefined, { id: booked.id }))).toMatchObject({
      status: 409,
      body: { error: 'They cancelled this meeting: there is nothing to add to your calendar.' },
    });
  });

  it("a booking page that reschedules (the new event, then the old one's cancellation) keeps the lead booked", async () => {
    const rep = await world.stack.signIn();
    const address = SILENT_ADDRESS.replace('@', '@resched.');
    const { leadId } = await world.emailed(rep, address);
    // Calendly's mail to the rep: from the page, the event naming them; a reschedule cancels one event and books another.
    const page = async (method: 'REQUEST' | 'CANCEL', uid: string, days: number) => {
      const start = new Date(world.stack.clock.now().getTime() + days * 86_400_000);
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Calendly//EN',
        `METHOD:${method}`,
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${stamp(new Date())}`,
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(new Date(start.getTime() + 30 * 60_000))}`,
        'SUMMARY:30 Minute Meeting',
        `ORGANIZER;CN=Ana Rep:mailto:${DEMO_REP_ADDRESS}`,
        `ATTENDEE;CN=Rosa Diaz;PARTSTAT=ACCEPTED:mailto:${address}`,
        method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const subject = method === 'CANCEL' ? 'Canceled: Rosa Diaz' : 'New Event: Rosa Diaz';
      await world.mailToRep({
        from: 'Calendly <notifications@calendly.com>',
        subject,
        text: subject,
        calendar: { method, ics },
      });
    };
    const answers = async () =>
      (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId })).messages;
    const status = async () => (await rep.api.call('myLeadsGet', undefined, { id: leadId })).status;
    await page('REQUEST', 'first@calendly.com', 3);
    await until(async () => (await status()) === 'meeting_booked');
    // Rescheduled: the new event first, then the old one's cancellation. The new one stands.
    await page('REQUEST', 'second@calendly.com', 5);
    await page('CANCEL', 'first@calendly.com', 3);
    await until(async () => (await answers()).some((m) => m.asks?.kind === 'meeting_cancelled'));
    const cancelled = (await answers()).find((m) => m.asks?.kind === 'meeting_cancelled')!;
    expect(cancelled.asks!.words).toMatch(/^Rosa Diaz cancelled the meeting for /);
    expect(cancelled.action).toBe('Follow-ups stopped: they replied; another meeting with them still stands');
    // Leads has heard it (the lead's timeline keeps it) and left the lead where the new event put it.
    const told = async () =>
      (await rep.api.call('myLeadsGet', undefined, { id: leadId })).history.some((h) => h.detail.includes('Canceled:'));
    await until(told);
    expect(await told()).toBe(true);
    expect(await status()).toBe('meeting_booked');
    // The old event's booking says it was cancelled; the new one's stands (their mails arrive in the same second, in any order).
    const bookings = (await answers()).filter((m) => m.asks?.kind === 'meeting_booked');
    expect(bookings.map((m) => m.meeting_cancelled).sort()).toEqual([false, true]);
    // The new event cancelled too: nothing stands, and the lead goes back to Connected.
    await page('CANCEL', 'second@calendly.com', 5);
    await until(async () => (await answers()).filter((m) => m.asks?.kind === 'meeting_cancelled').length === 2);
    await until(async () => (await status()) === 'connected');
    expect(await status()).toBe('connected');
  });

  it('an out-of-office pauses the follow-ups until the day after the return date', async () => {
    const rep = await world.stack.signIn();
    const { inbox, followUps } = await answered(rep, FIXED_ANSWER_ADDRESSES.out_of_office, 'out_of_office');
    const [message] = inbox.messages;
    expect(message!.return_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(followUps[0]).toMatchObject({ status: 'scheduled' });
    expect(followUps[0]!.paused_until! > message!.return_date!).toBe(true);
    expect(message!.action).toMatch(/^Follow-ups paused until /);
  });

  it('an opt-out in words and a bounce report put the address on the suppression list', async () => {
    const rep = await world.stack.signIn();
    const optOut = await answered(rep, SPANISH_OPT_OUT_ADDRESS, 'opt_out');
    expect(optOut.followUps.map((e) => e.stop_reason)).toEqual(['opted_out', 'opted_out']);
    const bounce = await answered(rep, BOUNCE_ADDRESS, 'hard_bounce');
    expect(bounce.followUps.map((e) => e.stop_reason)).toEqual(['bounced', 'bounced']);
    const { suppressions } = await rep.api.call('suppressionsList');
    expect(suppressions.map((s) => [s.address, s.reason]).sort()).toEqual(
      [
        [BOUNCE_ADDRESS, 'bounced'],
        [SPANISH_OPT_OUT_ADDRESS, 'opted_out'],
      ].sort(),
    );
    const refused = await settle(
      rep.api.call('outreachSend', {
        lead_id: bounce.leadId,
        to: BOUNCE_ADDRESS,
        subject: 'Again',
        body: 'Hello again.',
      }),
    );
    expect(refused).toMatchObject({ status: 409 });
  });

  it('not interested stops the sequence; an auto-acknowledgement changes nothing', async () => {
    const rep = await world.stack.signIn();
    const no = await answered(rep, FIXED_ANSWER_ADDRESSES.not_interested, 'not_interested');
    expect(no.followUps.map((e) => e.stop_reason)).toEqual(['not_interested', 'not_interested']);
    // Write back to a no: thanks, nothing asked, sent in its thread; they leave it at that.
    const [answer] = no.inbox.messages;
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: no.leadId }, { answer_id: answer!.id });
    expect(draft.body).toMatch(
      /^Hi [^\n]+,\n\nThanks for letting me know\. I won't follow up on this, and if anything changes, I'm a reply away\.\n\nBest,\n/,
    );
    const closed = await rep.api.call('outreachSend', {
      lead_id: no.leadId,
      to: draft.recipients[0]!.address,
      subject: draft.subject,
      body: draft.body,
      answer_id: answer!.id,
    });
    expect(closed.emails.map((e) => e.status)).toEqual(['sent']);
    await world.stack.worker.tick();
    await new Promise((r) => setTimeout(r, 1_500));
    const after = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: no.leadId });
    expect(after.messages).toHaveLength(1);
    const ack = await answered(rep, FIXED_ANSWER_ADDRESSES.auto_ack, 'auto_reply');
    expect(ack.followUps.map((e) => e.status)).toEqual(['scheduled', 'scheduled']);
  });

  it('leaves alone a mail that answers nothing we sent, and never changes the mailbox', async () => {
    const rep = await world.stack.signIn();
    const before = await rep.api.call('outreachInbox');
    await world.mailToRep({ from: 'stranger@nowhere.example', subject: 'Hello', text: 'Are you hiring?' });
    await world.mailToRep({
      from: 'someone@elsewhere.example',
      subject: 'Re: something else',
      text: 'Yes please.',
      inReplyTo: '<not-ours@elsewhere.example>',
    });
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await rep.api.call('outreachInbox')).total).toBe(before.total);
    const flags = await world.inboxFlags();
    expect(flags.length).toBeGreaterThan(5);
    expect(flags.filter((m) => m.flags.includes('\\Seen') || m.flags.includes('\\Deleted'))).toEqual([]);
  });

  it("hears someone else at the restaurant's own domain, though never emailed: a reply stops every sequence to the lead", async () => {
    const rep = await world.stack.signIn();
    // Two contacts there were written to at addresses that never answer, neither at the restaurant's
    // domain; the manager answers from the website's domain, with no thread.
    const domain = `luis-${Date.now()}.example.com`;
    const owner = await world.emailed(rep, 'silent@rosa.answers.leadgen.test', {
      website: `https://www.${domain}/menu`,
    });
    const info = await rep.api.call('outreachSend', {
      lead_id: owner.leadId,
      to: 'silent@floor.answers.leadgen.test',
      subject: 'For the front of house',
      body: 'Hi, a short note for whoever runs the floor.',
      follow_up_days: [4],
    });
    await world.mailToRep({
      from: `Luis <luis.manager@${domain}>`,
      subject: 'your email to Rosa',
      text: 'Rosa passed this on. Call me Thursday at 3.\n\nLuis',
    });
    await until(
      async () => (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: owner.leadId })).total > 0,
    );
    const { messages } = await rep.api.call('outreachInbox', undefined, undefined, { lead_id: owner.leadId });
    expect(messages.map((m) => [m.kind, m.from])).toEqual([['reply', `luis.manager@${domain}`]]);
    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: owner.leadId });
    const waiting = emails.filter((e: OutreachEmail) => e.step > 0);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((e: OutreachEmail) => e.status === 'stopped')).toBe(true);
    // The sequence it matched stopped as answered; the other to the same restaurant as 'someone there replied'.
    expect(new Set(waiting.map((e: OutreachEmail) => e.stop_reason))).toEqual(
      new Set(['replied', 'replied_same_company']),
    );
    expect(info.emails[1]!.sequence_id).not.toBe(owner.sequenceId);
  });

  it('refuses IMAP settings it cannot sign in with, naming the cause and keeping nothing', async () => {
    const rep = await world.stack.signIn();
    const imap = world.simulator.mailbox!.imap;
    const smtp = new URL(world.simulator.mailbox!.smtpUrl);
    const settings = {
      host: '127.0.0.1',
      port: Number(smtp.port),
      security: 'none' as const,
      user: '',
      from_name: 'Ana Rep',
      from_address: 'ana@tabletech.example',
      postal_address: '500 Congress Ave, Austin, TX 78701',
    };
    const wrong = await settle(
      rep.api.call('outreachMailboxPut', {
        ...settings,
        imap: { host: imap.host, port: imap.port, security: 'none', user: imap.user, password: 'not-it' },
      }),
    );
    expect(wrong).toMatchObject({ status: 502, body: { error: expect.stringContaining('refused the sign-in') } });
    const closed = await settle(
      rep.api.call('outreachMailboxPut', {
        ...settings,
        imap: { host: '127.0.0.1', port: 9, security: 'none', user: imap.user, password: 'x' },
      }),
    );
    expect(closed).toMatchObject({
      status: 502,
      body: { error: expect.stringContaining('could not be reached at 127.0.0.1:9') },
    });
    expect((await rep.api.call('outreachMailboxGet')).mailbox?.source).toBe('demo');
    const saved = await rep.api.call('outreachMailboxPut', {
      ...settings,
      imap: { host: imap.host, port: imap.port, security: 'none', user: imap.user, password: imap.password },
    });
    expect(saved.mailbox?.imap).toMatchObject({ host: imap.host, port: imap.port, has_password: true });
    expect(JSON.stringify(saved)).not.toContain(imap.password === 'demo' ? '"password"' : imap.password);
  });
});
