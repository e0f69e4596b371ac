import ICAL from 'ical.js';
import nodemailer from 'nodemailer';
import PostalMime, { type Email } from 'postal-mime';
import {
  answerFor,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  REFERRED_ADDRESS,
  type MailDirectory,
} from './answers.choice.js';
import { Answerer, restaurantAt } from './answers.js';

/** rosas.example names its owner and publishes her own address beside info@. */
const directory: MailDirectory = {
  domain: (d) =>
    d === 'rosas.example'
      ? {
          name: "Rosa's Cantina",
          phone: '(512) 555-0143',
          owner: 'Maria Delgado',
          addresses: ['info@rosas.example', 'mdelgado@rosas.example'],
        }
      : null,
};

const WEEKDAY = /(Monday|Tuesday|Wednesday|Thursday|Friday)/;
/** A person's own words: above the quoted history. */
const own = (text: string) => text.split(/\nOn .+ wrote:\n/)[0]!;

describe('who answers at an address', () => {
  it('reads a person in a dotted address on the answers domain and its subdomains, and none in a role', () => {
    expect(restaurantAt(REFERRED_ADDRESS)).toMatchObject({ name: 'The Test Kitchen', person: 'Maria Lopez' });
    expect(restaurantAt('maria.lopez@tacos.answers.leadgen.test')).toMatchObject({
      name: 'Tacos',
      person: 'Maria Lopez',
    });
    expect(restaurantAt(FIXED_ANSWER_ADDRESSES.reply).person).toBeNull();
    expect(restaurantAt('reply@tacos.answers.leadgen.test')).toMatchObject({ name: 'Tacos', person: null });
    expect(restaurantAt('optout-es@answers.leadgen.test').person).toBeNull();
    expect(restaurantAt('ooo-nodate@pho.answers.leadgen.test').person).toBeNull();
  });

  it("keeps the site's owner at a simulated restaurant, and what other addresses say as before", () => {
    expect(restaurantAt('info@rosas.example', directory)).toMatchObject({
      name: "Rosa's Cantina",
      person: 'Maria Delgado',
    });
    expect(restaurantAt('maria.delgado1987@gmail.com')).toMatchObject({
      name: 'our restaurant',
      person: 'Maria Delgado',
    });
    expect(restaurantAt('jo.smith@bistro.example')).toMatchObject({ name: 'Bistro', person: null });
  });
});

describe('a referral, and the colleague it names, answering the demo rep', () => {
  const inbox: Buffer[] = [];
  const start = (mode?: 'referral') =>
    new Answerer({
      repAddress: DEMO_REP_ADDRESS,
      inbox: { append: (raw) => inbox.push(raw), appendSent: () => null },
      directory,
      delayMs: 0,
      mode,
    });
  let answerer: Answerer;
  /** Every restaurant answers with a referral. */
  let referring: Answerer;
  beforeAll(() => {
    answerer = start();
    referring = start('referral');
  });
  afterAll(async () => {
    await answerer.close();
    await referring.close();
  });

  /** Sends the rep's mail to `to` (in the thread of `answering`, if given) and reads the answer that comes back. */
  async function answerTo(
    to: string,
    by = answerer,
    answering?: Email,
    cc?: string,
    invite?: string,
    text = 'Hi,\n\nI noticed you take orders by phone only.\n\nDemo Rep',
  ): Promise<Email> {
    const before = inbox.length;
    const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: `Demo Rep <${DEMO_REP_ADDRESS}>`,
      to,
      ...(cc ? { cc } : {}),
      ...(invite ? { icalEvent: { method: 'REQUEST', content: invite } } : {}),
      subject: answering?.subject ?? 'Online ordering',
      text,
      messageId: `<${to}.${before}@leadgen.test>`,
      ...(answering ? { inReplyTo: answering.messageId!, references: [answering.messageId!] } : {}),
    });
    by.take(info.message as Buffer, info.envelope.to as string[]);
    const deadline = Date.now() + 3_000;
    while (inbox.length === before) {
      if (Date.now() > deadline) throw new Error(`no answer from ${to}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return PostalMime.parse(inbox[before]!);
  }

  it('names the general manager at the same subdomain, who then says yes as Maria Lopez', async () => {
    const referral = await answerTo('referral@tacos.answers.leadgen.test');
    expect(referral.from).toMatchObject({ name: 'Tacos', address: 'referral@tacos.answers.leadgen.test' });
    expect(own(referral.text!)).toContain('Maria Lopez');
    expect(own(referral.text!)).toContain('maria.lopez@tacos.answers.leadgen.test');
    expect(own(referral.text!)).not.toMatch(WEEKDAY);

    const maria = await answerTo('maria.lopez@tacos.answers.leadgen.test');
    expect(maria.from).toMatchObject({ name: 'Maria Lopez', address: 'maria.lopez@tacos.answers.leadgen.test' });
    expect(own(maria.text!)).toMatch(WEEKDAY);
    expect(own(maria.text!)).toMatch(/\(\d{3}\) 555-01\d\d/);
    expect(own(maria.text!)).toMatch(/\n(Thanks,\n|- )?Maria(\n|$)/);
  });

  it("names a restaurant's owner at the owner's published address; the owner says yes", async () => {
    const referral = await answerTo('info@rosas.example', referring);
    expect(referral.from).toMatchObject({ name: "Rosa's Cantina", address: 'info@rosas.example' });
    expect(own(referral.text!)).toContain('Maria Delgado');
    expect(own(referral.text!)).toContain('mdelgado@rosas.example');
    expect(own(referral.text!)).toMatch(/owner/);
    // The owner decides: she names no one.
    const owner = await answerTo('mdelgado@rosas.example', referring);
    expect(owner.from).toMatchObject({ name: 'Maria Delgado', address: 'mdelgado@rosas.example' });
    expect(own(owner.text!)).toMatch(WEEKDAY);
    // A mail provider's address has no one to name either.
    expect(own((await answerTo('jo.smith@gmail.com', referring)).text!)).toMatch(WEEKDAY);
  });

  it('always has the referred address reply, From Maria Lopez', async () => {
    const mail = await answerTo(REFERRED_ADDRESS);
    expect(mail.from).toMatchObject({ name: 'Maria Lopez', address: REFERRED_ADDRESS });
    expect(own(mail.text!)).toMatch(WEEKDAY);
  });

  it('asks for more information from its fixed address, naming no day', async () => {
    const mail = await answerTo(FIXED_ANSWER_ADDRESSES.info_request);
    expect(mail.subject).toBe('Re: Online ordering');
    expect(own(mail.text!)).toMatch(/info|details/i);
    expect(own(mail.text!)).not.toMatch(WEEKDAY);
  });

  it('goes on with the conversation when the rep answers their own words: a yes confirms, a question answered names a time', async () => {
    const yes = await answerTo('reply@pho.answers.leadgen.test');
    const confirmed = await answerTo('reply@pho.answers.leadgen.test', answerer, yes);
    expect(confirmed.inReplyTo).toMatch(/^<reply@pho\.answers\.leadgen\.test\.\d+@leadgen\.test>$/);
    expect(own(confirmed.text!)).toMatch(
      /^(Great, talk to you then\.|Perfect, thanks\. Talk soon\.|Sounds good, talk then!|Works for me\. Talk then\.)\n/,
    );
    // Signed by the same person as their yes.
    const signer = (m: Email) => /\n(?:- |Thanks,\n)?([A-Z][a-z]+)(?:\n|$)/.exec(own(m.text!))?.[1];
    expect(signer(yes)).toMatch(/^[A-Z][a-z]+$/);
    expect(signer(confirmed)).toBe(signer(yes));

    const question = await answerTo('moreinfo@pho.answers.leadgen.test');
    const told = await answerTo('moreinfo@pho.answers.leadgen.test', answerer, question);
    expect(own(told.text!)).toMatch(WEEKDAY);

    // Written to in the thread of a colleague's answer, Maria answers as herself, for the first time.
    const pointer = await answerTo('referral@bbq.answers.leadgen.test');
    const maria = await answerTo('maria.lopez@bbq.answers.leadgen.test', answerer, pointer);
    expect(own(maria.text!)).toMatch(WEEKDAY);
  });

  it("accepts the rep's invite from their calendar, when the rep takes up their time: a REPLY for the same event, from them", async () => {
    const yes = await answerTo('reply@curry.answers.leadgen.test');
    const invite = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//LeadGen//Outreach//EN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:e7@leadgen.test',
      'SEQUENCE:0',
      'DTSTAMP:20261207T160000Z',
      'DTSTART:20261210T210000Z',
      'DTEND:20261210T211500Z',
      'SUMMARY:Call: Curry and Demo Rep',
      `ORGANIZER;CN="Demo Rep":mailto:${DEMO_REP_ADDRESS}`,
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Ravi:MAILTO:reply@curry.answers.leadgen.test',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const accepted = await answerTo('reply@curry.answers.leadgen.test', answerer, yes, undefined, invite);
    expect(accepted.subject).toBe('Accepted: Call: Curry and Demo Rep');
    expect(accepted.from).toMatchObject({ name: 'Ravi', address: 'reply@curry.answers.leadgen.test' });
    expect(accepted.to).toEqual([expect.objectContaining({ address: DEMO_REP_ADDRESS })]);
    expect(accepted.text).toMatch(/^Ravi has accepted this invitation\./);
    const part = accepted.attachments.find((a) => a.mimeType === 'text/calendar');
    expect(part?.method).toBe('REPLY');
    const ics = new TextDecoder().decode(part!.content as ArrayBuffer).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('UID:e7@leadgen.test');
    expect(ics).toContain('DTSTART:20261210T210000Z');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT=ACCEPTED[^\r\n]*:MAILTO:reply@curry\.answers\.leadgen\.test/i);
  });

  it("books through the rep's calendar link when the rep answers their question with it: the booking page's mail to the rep", async () => {
    const question = await answerTo('moreinfo@tapas.answers.leadgen.test');
    const withLink =
      'Hi,\n\nIn short, TablePoint POS gives you tableside ordering. If it looks useful, you can pick a time for a 20-minute call here: https://cal.com/demo-rep\n\nDemo Rep';
    const booked = await answerTo(
      'moreinfo@tapas.answers.leadgen.test',
      answerer,
      question,
      undefined,
      undefined,
      withLink,
    );
    expect(booked.from).toMatchObject({ name: 'Cal.com', address: 'no-reply@cal.com' });
    expect(booked.to).toEqual([expect.objectContaining({ address: DEMO_REP_ADDRESS })]);
    expect(booked.subject).toMatch(/^New event: .+ - \w+day, \w+ \d+, \d{4} 5:00pm - 20 Min Meeting$/);
    expect(booked.text).toMatch(/^A new event has been scheduled\./);
    const part = booked.attachments.find((a) => a.mimeType === 'text/calendar');
    expect(part?.method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(part!.content as ArrayBuffer)));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(String(event.organizer).toLowerCase()).toBe(`mailto:${DEMO_REP_ADDRESS}`);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe(
      'mailto:moreinfo@tapas.answers.leadgen.test',
    );
    // They name themselves on the page as they signed their question ('Ana Lopez' above, signed 'Ana').
    const booker = String(event.attendees[0]!.getParameter('cn'));
    expect(booker).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(own(question.text!)).toMatch(new RegExp(`\\n${booker.split(' ')[0]}\\n`));
    expect(booked.subject).toContain(`New event: ${booker} - `);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(20 * 60_000);
    // Without the link, the same answer names a time in words, as before.
    const again = await answerTo('moreinfo@tapas.answers.leadgen.test');
    expect(own((await answerTo('moreinfo@tapas.answers.leadgen.test', answerer, again)).text!)).toMatch(WEEKDAY);
  });

  it('cancels the meeting it booked, from the cancels@ address: the page tells the rep, naming the same event', async () => {
    const question = await answerTo('cancels@pizza.answers.leadgen.test');
    expect(own(question.text!)).toMatch(/information|details|more/i);
    const withLink =
      'Hi,\n\nYou can pick a time that suits you here: https://cal.com/demo-rep. Or tell me a day and time.\n\nDemo Rep';
    const before = inbox.length;
    const booked = await answerTo(
      'cancels@pizza.answers.leadgen.test',
      answerer,
      question,
      undefined,
      undefined,
      withLink,
    );
    const deadline = Date.now() + 3_000;
    while (inbox.length < before + 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const cancelled = await PostalMime.parse(inbox[before + 1]!);
    const eventOf = (mail: Email) => {
      const part = mail.attachments.find((a) => a.mimeType === 'text/calendar')!;
      const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(part.content as ArrayBuffer)));
      return { method: part.method, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
    };
    const made = eventOf(booked);
    const off = eventOf(cancelled);
    expect(made.method).toBe('REQUEST');
    expect(cancelled.from).toMatchObject({ name: 'Cal.com', address: 'no-reply@cal.com' });
    expect(cancelled.subject).toBe(`Cancelled: ${made.event.summary}`);
    expect(cancelled.text).toMatch(/^The event has been cancelled\./);
    expect(off.method).toBe('CANCEL');
    expect(off.event.uid).toBe(made.event.uid);
    expect(off.event.startDate.toJSDate()).toEqual(made.event.startDate.toJSDate());
    expect(off.calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The fixed address that only asks books and keeps it.
    expect(answerFor('moreinfo@tapas.answers.leadgen.test').cancels).toBeUndefined();
  });

  it('answers only whom the mail is written to: the one copied reads along', async () => {
    const pointer = await answerTo('referral@ramen.answers.leadgen.test');
    const before = inbox.length;
    const maria = await answerTo(
      'maria.lopez@ramen.answers.leadgen.test',
      answerer,
      pointer,
      'referral@ramen.answers.leadgen.test',
    );
    expect(maria.from).toMatchObject({ name: 'Maria Lopez' });
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.length).toBe(before + 1);
  });

  it('leaves a no at that: the rep thanking them in its thread gets no answer', async () => {
    const no = await answerTo(FIXED_ANSWER_ADDRESSES.not_interested.replace('@', '@bbq.'));
    expect(own(no.text!)).toMatch(/not interested|all set|No thank you/i);
    await expect(answerTo(FIXED_ANSWER_ADDRESSES.not_interested.replace('@', '@bbq.'), answerer, no)).rejects.toThrow(
      /no answer from/,
    );
  });
});
