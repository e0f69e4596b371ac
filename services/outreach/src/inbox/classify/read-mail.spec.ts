import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMail } from './read-mail.js';

const corpus = (file: string) => readFileSync(path.join(import.meta.dirname, 'corpus', file));

describe('reading a message', () => {
  it('gives ids with their brackets, lower-cased addresses and the headers that decide auto-replies', async () => {
    const mail = await readMail(corpus('ooo-outlook-with-date.eml'));
    expect(mail).toMatchObject({
      messageId: '<BY5PR11MB41650C3D2E1F0A9B8C7D6E5F4A3B2C1D0@BY5PR11MB4165.namprd11.prod.outlook.com>',
      inReplyTo: '<22b3c4d5-e6f7-4a81-92a3-b4c5d6e7f823@leadgen.test>',
      references: ['<22b3c4d5-e6f7-4a81-92a3-b4c5d6e7f823@leadgen.test>'],
      from: { address: 'luis@elfogon.test', name: 'Luis Herrera' },
      to: ['demo@leadgen.test'],
      subject: 'Automatic reply: Quick question',
      report: null,
    });
    expect(mail.date?.toISOString()).toBe('2026-12-01T15:20:14.000Z');
    expect(mail.headers).toMatchObject({
      'auto-submitted': 'auto-generated',
      'x-auto-response-suppress': 'All',
      'thread-topic': 'Quick question',
    });
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
  });

  it("reads their calendar's answer to an invite from its text/calendar REPLY, in Google's and Outlook's styles", async () => {
    expect((await readMail(corpus('calendar-accepted-google.eml'))).calendar).toEqual({
      answer: 'accepted',
      start: '2026-12-03T21:00:00.000Z',
      end: '2026-12-03T21:15:00.000Z',
      parties: [],
      uid: '0c41c88e-e35d-4e49-94eb-50e73f129df3@leadgen.test',
    });
    // Outlook names its own zone ('Central Standard Time') and sends its definition along.
    expect((await readMail(corpus('calendar-declined-outlook.eml'))).calendar).toEqual({
      answer: 'declined',
      start: '2026-12-03T21:00:00.000Z',
      end: '2026-12-03T21:15:00.000Z',
      parties: [],
      uid: '5b1d2c3e-aaaa-4bbb-8ccc-0123456789ab@leadgen.test',
    });
    expect((await readMail(corpus('reply-gmail.eml'))).calendar).toBeNull();
  });

  it('reads a meeting they booked from a text/calendar REQUEST: through a booking page, or their own invitation', async () => {
    // Cal.com's mail to the rep: from the page, its event in the invitee's zone with its VTIMEZONE.
    expect((await readMail(corpus('booking-calcom.eml'))).calendar).toEqual({
      answer: 'booked',
      start: '2026-12-10T17:00:00.000Z',
      end: '2026-12-10T17:15:00.000Z',
      uid: 'kT3xq8s2VbN7yHcR@Cal.com',
      parties: [
        { address: 'demo@leadgen.test', name: 'Ana Rep' },
        { address: 'joe@casaverde.test', name: 'Joe Cohen' },
      ],
    });
    // Google Calendar: the restaurant's owner invites the rep, and is the organizer; it names the rep by address (no name).
    expect((await readMail(corpus('booking-google-invitation.eml'))).calendar).toEqual({
      answer: 'booked',
      start: '2026-12-11T20:00:00.000Z',
      end: '2026-12-11T20:30:00.000Z',
      uid: '3q9v8k1m2n4b6c7d8e0f1g2h3j@google.com',
      parties: [
        { address: 'joe@casaverde.test', name: 'Joe Cohen' },
        { address: 'demo@leadgen.test', name: null },
      ],
    });
  });

  it('reads a meeting they cancelled from a text/calendar CANCEL: the booking page tells it, or their calendar does', async () => {
    expect((await readMail(corpus('cancel-calcom.eml'))).calendar).toEqual({
      answer: 'cancelled',
      start: '2026-12-10T17:00:00.000Z',
      end: '2026-12-10T17:15:00.000Z',
      uid: 'kT3xq8s2VbN7yHcR@Cal.com',
      parties: [
        { address: 'demo@leadgen.test', name: 'Ana Rep' },
        { address: 'joe@casaverde.test', name: 'Joe Cohen' },
      ],
    });
    expect((await readMail(corpus('cancel-google-event.eml'))).calendar).toMatchObject({
      answer: 'cancelled',
      start: '2026-12-11T20:00:00.000Z',
      uid: '3q9v8k1m2n4b6c7d8e0f1g2h3j@google.com',
      parties: [
        { address: 'joe@casaverde.test', name: 'Joe Cohen' },
        { address: 'demo@leadgen.test', name: null },
      ],
    });
  });

  it('reads no calendar answer from an invite without a start, an answer with no attendee, or a calendar part that is garbage', async () => {
    const withCalendar = (method: string, ics: string) =>
      Buffer.from(
        [
          'From: Maria Lopez <maria@casaverde.test>',
          'To: demo@leadgen.test',
          'Subject: Accepted: Call',
          'MIME-Version: 1.0',
          `Content-Type: text/calendar; charset="UTF-8"; method=${method}`,
          '',
          ics,
        ].join('\r\n'),
      );
    const event = (method: string, attendee: string) =>
      `BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nBEGIN:VEVENT\r\nUID:x@y\r\nDTSTART:20261203T210000Z\r\n${attendee}END:VEVENT\r\nEND:VCALENDAR`;
    const accepted = 'ATTENDEE;PARTSTAT=ACCEPTED:mailto:maria@casaverde.test\r\n';
    const noStart = event('REQUEST', accepted).replace('DTSTART:20261203T210000Z\r\n', '');
    expect((await readMail(withCalendar('REQUEST', noStart))).calendar).toBeNull();
    const cancelNoStart = event('CANCEL', accepted).replace('DTSTART:20261203T210000Z\r\n', '');
    expect((await readMail(withCalendar('CANCEL', cancelNoStart))).calendar).toBeNull();
    // A method that is no answer of theirs (the organizer's refresh request, a counter-proposal) is none.
    expect((await readMail(withCalendar('COUNTER', event('COUNTER', accepted)))).calendar).toBeNull();
    expect((await readMail(withCalendar('REPLY', event('REPLY', '')))).calendar).toBeNull();
    expect((await readMail(withCalendar('REPLY', 'BEGIN:VCALENDAR\r\nnot a calendar at all'))).calendar).toBeNull();
    expect((await readMail(withCalendar('REPLY', event('REPLY', accepted)))).calendar).toEqual({
      answer: 'accepted',
      start: '2026-12-03T21:00:00.000Z',
      end: null,
      uid: 'x@y',
      parties: [],
    });
  });

  it('lower-cases the sender and keeps every id of a folded References list', async () => {
    const raw = [
      'From: "Lopez, Maria" <Maria@TacosLaEsquina.TEST>',
      'To: Demo Rep <DEMO@leadgen.test>, Kitchen: chef@tacoslaesquina.test, bar@tacoslaesquina.test;',
      'Message-ID: <CAF7@mail.gmail.com>',
      'In-Reply-To: <two@leadgen.test> (sent by Demo Rep)',
      'References: <one@leadgen.test>',
      '\t<two@leadgen.test>',
      'Subject: Re: Quick question',
      '',
      'Yes',
    ].join('\r\n');
    const mail = await readMail(raw);
    expect(mail.from).toEqual({ address: 'maria@tacoslaesquina.test', name: 'Lopez, Maria' });
    expect(mail.to).toEqual(['demo@leadgen.test', 'chef@tacoslaesquina.test', 'bar@tacoslaesquina.test']);
    expect(mail.inReplyTo).toBe('<two@leadgen.test>');
    expect(mail.references).toEqual(['<one@leadgen.test>', '<two@leadgen.test>']);
  });

  it('decodes encoded subjects, names and bodies (Spanish, quoted-printable, Latin-1)', async () => {
    const mail = await readMail(corpus('ooo-spanish.eml'));
    expect(mail.subject).toBe('Respuesta automática: Pregunta rápida');
    expect(mail.from).toEqual({ address: 'ana@lacocinadeana.test', name: 'Ana Martínez' });
    expect(mail.headers['thread-topic']).toBe('Pregunta rápida');
    expect(mail.text).toContain('Estoy fuera de la oficina hasta el 8 de diciembre');
    expect((await readMail(corpus('optout-spanish-outlook-baja.eml'))).replyText).toContain('Quítenme de su lista');
  });

  it('reads the same from a Buffer and from a string', async () => {
    const buffer = corpus('reply-gmail.eml');
    expect(await readMail(buffer.toString('utf8'))).toEqual(await readMail(buffer));
  });

  it('turns an HTML-only message into text, its quoted history into ">" lines', async () => {
    const mail = await readMail(corpus('reply-html-only.eml'));
    expect(mail.text).toMatch(/^Interested! What does it cost per month for one location\?\n\nGrace/);
    expect(mail.text).toContain('> Hi Grace,');
    expect(mail.text).toContain("> Don't want these emails? Unsubscribe: https://leadgen.test/u/8b0c2d4e");
    expect(mail.text).not.toMatch(/<\/?(div|br|blockquote|html|body)\b/i);
    expect(mail.replyText).toBe('Interested! What does it cost per month for one location?\n\nGrace');
  });

  it('keeps the text part when a message has both', async () => {
    const mail = await readMail(corpus('reply-gmail.eml'));
    expect(mail.text).toContain('> Hi Maria,\n>\n> I noticed Tacos La Esquina');
  });
});

describe('reading a bounce', () => {
  it('reads the delivery status of a multipart/report and the headers it returns', async () => {
    const mail = await readMail(corpus('bounce-postfix-user-unknown.eml'));
    expect(mail.report).toEqual({
      recipients: [
        {
          address: 'maria@tacoslaesquina.test',
          action: 'failed',
          status: '5.1.1',
          diagnostic:
            '550 5.1.1 <maria@tacoslaesquina.test>: Recipient address rejected: User unknown in virtual mailbox table',
        },
      ],
      originalMessageId: '<0b6f3d2e-1a4c-4f7e-9b1d-2c3e4f5a6b01@leadgen.test>',
      originalTo: 'maria@tacoslaesquina.test',
    });
    // The notice is the text; the returned email (with our footer) is not.
    expect(mail.text).toContain('The mail system');
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('reads a returned message/rfc822 without taking its words for the bounce text', async () => {
    const mail = await readMail(corpus('bounce-m365-recipient-not-found.eml'));
    expect(mail.report?.originalMessageId).toBe('<e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a05@leadgen.test>');
    expect(mail.report?.originalTo).toBe('ana@cafeluna.test');
    expect(mail.text).not.toContain('Would you be open');
  });

  it("reads Gmail's X-Original-Message-ID when the returned message is missing", async () => {
    const raw = corpus('bounce-gmail-no-such-user.eml').toString('latin1');
    const cut =
      raw.slice(0, raw.lastIndexOf('Content-Type: message/rfc822')) + '\r\n--000000000000a1b2c3d4e5f60718--\r\n';
    const mail = await readMail(cut);
    expect(mail.report?.originalMessageId).toBe('<c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e03@leadgen.test>');
    expect(mail.report?.originalTo).toBeNull();
  });

  it('reads the delayed status of a report the server still retries', async () => {
    const mail = await readMail(corpus('bounce-postfix-delayed-mailbox-full.eml'));
    expect(mail.report?.recipients).toEqual([
      {
        address: 'luis@elfogon.test',
        action: 'delayed',
        status: '4.2.2',
        diagnostic: '452 4.2.2 <luis@elfogon.test>: Mailbox full',
      },
    ]);
  });

  it('reads a plain-text bounce from its words: the address, the code, the returned Message-ID', async () => {
    const exim = await readMail(corpus('bounce-plain-exim.eml'));
    expect(exim.report).toEqual({
      recipients: [
        {
          address: 'info@lacocinadeana.test',
          action: 'failed',
          status: '5.1.1',
          diagnostic:
            'host mx.lacocinadeana.test [198.51.100.80]: 550 5.1.1 <info@lacocinadeana.test>: Recipient address rejected: User unknown in local recipient table',
        },
      ],
      originalMessageId: '<c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e09@leadgen.test>',
      originalTo: 'info@lacocinadeana.test',
    });
    const yahoo = await readMail(corpus('bounce-plain-yahoo-failure-notice.eml'));
    expect(yahoo.report?.recipients[0]).toMatchObject({ address: 'elguero.tacos.test@yahoo.com', status: '554' });
    expect(yahoo.report?.originalMessageId).toBe('<d0e1f2a3-b4c5-4d6e-9f7a-8b9c0d1e2f10@yahoo.com>');
  });

  it('finds the failed address a plain bounce names only above its code, never the rep or the daemon', async () => {
    const raw = [
      'From: MAILER-DAEMON@mail.host.test (Mail Delivery System)',
      'To: demo@leadgen.test',
      'Subject: Undelivered Mail Returned to Sender',
      '',
      'I could not deliver the mail from demo@leadgen.test to:',
      '',
      '<sam@ortizgrill.test>:',
      'host mx.ortizgrill.test said: 550 5.1.1 User unknown',
    ].join('\n');
    expect((await readMail(raw)).report?.recipients[0]?.address).toBe('sam@ortizgrill.test');
  });

  it.each([
    ['Re: Undeliverable order', 'The order from Tuesday was never delivered.'],
    // A restaurant's delivery is food, and its numbers are no SMTP codes.
    ['Delivery failed last night', 'We had 250 orders and 450 drivers, 5.1.1 percent late.'],
  ])('takes no report from a person whose subject only looks like a bounce: %j', async (subject, text) => {
    const mail = await readMail(`From: sam@ortizgrill.test\nSubject: ${subject}\n\n${text}`);
    expect(mail.report).toBeNull();
  });

  it("reads a bounce from an unknown sender when its subject and code are a mail server's", async () => {
    const raw =
      'From: Exchange <exch@host.test>\nSubject: Undeliverable: Quick question\n\nbad@cafe.test\n550 5.1.1 User unknown';
    expect((await readMail(raw)).report?.recipients[0]).toMatchObject({ address: 'bad@cafe.test', status: '5.1.1' });
  });
});

describe('whom an answer copies', () => {
  it('reads its Cc with the names given there, addresses lower-cased', async () => {
    const raw = [
      'From: James Ortiz <james@loop.example>',
      'To: demo@leadgen.test',
      'Cc: Grace Kim <Grace.Kim@Loop.example>, ops@loop.example, Team: ana@loop.example;',
      'Subject: Re: Hello',
      '',
      'Looping in Grace.',
    ].join('\r\n');
    expect((await readMail(raw)).cc).toEqual([
      { address: 'grace.kim@loop.example', name: 'Grace Kim' },
      { address: 'ops@loop.example', name: null },
      { address: 'ana@loop.example', name: null },
    ]);
  });
});

describe('reading what is no message', () => {
  it('reads an empty message as nothing, and words with no headers as words', async () => {
    expect(await readMail('')).toEqual({
      messageId: null,
      inReplyTo: null,
      references: [],
      from: null,
      to: [],
      cc: [],
      subject: '',
      date: null,
      headers: {},
      text: '',
      replyText: '',
      report: null,
      calendar: null,
    });
    const words = await readMail(Buffer.from('Please remove me\nfrom your list'));
    expect(words.text).toBe('Please remove me\nfrom your list');
    expect(words.replyText).toBe('Please remove me\nfrom your list');
  });

  it('does not throw on a broken date or a broken MIME structure', async () => {
    const mail = await readMail(
      'From: x@cafe.test\nDate: someday\nContent-Type: multipart/mixed; boundary="b"\n\n--b\nContent-Type: text/plain\n\nHi',
    );
    expect(mail.date).toBeNull();
    expect(mail.text).toContain('Hi');
  });

  it('reads a 1 MB body whole, and its own words from its top', async () => {
    const body = `Call me Tuesday.\n\n${'x'.repeat(1_048_576)}`;
    const mail = await readMail(`From: x@cafe.test\nSubject: Re: Quick question\n\n${body}`);
    expect(mail.text.length).toBeGreaterThanOrEqual(1_048_576);
    expect(mail.replyText.startsWith('Call me Tuesday.')).toBe(true);
  });
});
