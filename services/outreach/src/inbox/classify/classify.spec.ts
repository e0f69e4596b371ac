import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InboxKind } from '@leadgen/contracts';
import { classify } from './classify.js';
import { readMail } from './read-mail.js';
import type { IncomingMail } from './read-mail.types.js';

// Every corpus email arrives on Tuesday, December 1, 2026 (our emails went out at 9:14 that morning).
const RECEIVED = new Date('2026-12-01T15:20:00Z');
const CORPUS = path.join(import.meta.dirname, 'corpus');

interface Expected {
  kind: InboxKind;
  /** A fragment of the rule's words. */
  rule: string;
  returnDate?: string;
  bounce?: { address: string; status: string };
  /** The Message-ID of our email that bounced. */
  originalMessageId?: string;
  /** The person's own words, exactly. */
  replyText?: string;
}

const EXPECTED: Record<string, Expected> = {
  // Bounces
  'bounce-postfix-user-unknown.eml': {
    kind: 'hard_bounce',
    rule: 'Delivery report: status 5.1.1 (address does not exist)',
    bounce: { address: 'maria@tacoslaesquina.test', status: '5.1.1' },
    originalMessageId: '<0b6f3d2e-1a4c-4f7e-9b1d-2c3e4f5a6b01@leadgen.test>',
  },
  'bounce-exim-report.eml': {
    kind: 'hard_bounce',
    rule: 'Delivery report: status 5.0.0 (address does not exist)',
    bounce: { address: 'owner@bellapizzeria.test', status: '5.0.0' },
    originalMessageId: '<a3c5e7f9-2b4d-4c6e-8f0a-1b2c3d4e5f02@leadgen.test>',
  },
  'bounce-gmail-no-such-user.eml': {
    kind: 'hard_bounce',
    rule: 'status 5.1.1 (address does not exist)',
    bounce: { address: 'rosa@nonnarosa.test', status: '5.1.1' },
    originalMessageId: '<c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e03@leadgen.test>',
  },
  'bounce-gmail-mailbox-full.eml': {
    // Gmail says 5.2.2, but a full inbox empties: tried again, not suppressed.
    kind: 'soft_bounce',
    rule: 'status 5.2.2 (mailbox full)',
    bounce: { address: 'orders@lumbrecafe.test', status: '5.2.2' },
    originalMessageId: '<d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f04@leadgen.test>',
  },
  'bounce-m365-recipient-not-found.eml': {
    kind: 'hard_bounce',
    rule: 'Delivery report: status 5.1.10 (address does not exist)',
    bounce: { address: 'ana@cafeluna.test', status: '5.1.10' },
    originalMessageId: '<e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a05@leadgen.test>',
  },
  'bounce-exchange-access-denied.eml': {
    kind: 'hard_bounce',
    rule: 'Delivery report: status 5.4.1',
    bounce: { address: 'chef@ortizgrill.test', status: '5.4.1' },
    originalMessageId: '<f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8b06@leadgen.test>',
  },
  'bounce-yahoo-no-account.eml': {
    kind: 'hard_bounce',
    rule: 'status 5.0.0 (address does not exist)',
    bounce: { address: 'elguero.tacos.test@yahoo.com', status: '5.0.0' },
    originalMessageId: '<a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c07@leadgen.test>',
  },
  'bounce-postfix-delayed-mailbox-full.eml': {
    kind: 'auto_reply',
    rule: 'Delivery report: delayed, status 4.2.2 (mailbox full): the server is still trying, so nothing changes',
    bounce: { address: 'luis@elfogon.test', status: '4.2.2' },
    originalMessageId: '<b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d08@leadgen.test>',
  },
  'bounce-plain-exim.eml': {
    kind: 'hard_bounce',
    rule: 'Bounce notice: status 5.1.1 (address does not exist)',
    bounce: { address: 'info@lacocinadeana.test', status: '5.1.1' },
    originalMessageId: '<c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e09@leadgen.test>',
  },
  'bounce-plain-yahoo-failure-notice.eml': {
    kind: 'hard_bounce',
    rule: 'Bounce notice: status 554 (address does not exist)',
    bounce: { address: 'elguero.tacos.test@yahoo.com', status: '554' },
    originalMessageId: '<d0e1f2a3-b4c5-4d6e-9f7a-8b9c0d1e2f10@yahoo.com>',
  },
  'dsn-relayed-success.eml': { kind: 'auto_reply', rule: 'Delivery report: delivered, nothing to do' },
  'read-receipt-outlook.eml': { kind: 'auto_reply', rule: 'Read receipt' },

  // Out of office and auto-replies
  'ooo-gmail-vacation.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-replied header, an out-of-office subject and away words ("on vacation"',
    returnDate: '2026-12-08',
  },
  'ooo-outlook-with-date.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-generated header, an auto-reply subject and away words ("i am out of the office"',
    returnDate: '2026-12-08',
  },
  'ooo-outlook-no-date.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-generated header, an auto-reply subject',
  },
  'ooo-icloud-vacation.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-replied header, an out-of-office subject',
    returnDate: '2026-12-08',
  },
  'ooo-spanish.eml': {
    kind: 'out_of_office',
    rule: 'away words ("estoy fuera de la oficina"',
    returnDate: '2026-12-08',
  },
  'ooo-html-only.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-generated header',
    returnDate: '2026-12-07',
  },
  'ooo-autorespond-weekday.eml': {
    // "back Monday", sent on a Tuesday: the Monday after.
    kind: 'out_of_office',
    rule: 'X-Autorespond header, an auto-reply subject',
    returnDate: '2026-12-07',
  },
  'ooo-leave-until-day-month-year.eml': {
    kind: 'out_of_office',
    rule: 'Auto-Submitted: auto-replied (vacation) header and away words ("on annual leave"',
    returnDate: '2026-12-08',
  },
  'ooo-no-headers-two-phrases.eml': {
    kind: 'out_of_office',
    rule: 'No auto-reply header, but away words',
    returnDate: '2026-12-14',
  },
  'auto-ack-shared-inbox.eml': {
    kind: 'auto_reply',
    rule: 'Auto-Submitted: auto-replied header and acknowledgement words ("thanks for your message")',
  },
  'auto-ack-spanish.eml': {
    kind: 'auto_reply',
    rule: 'X-Autoreply header, an auto-reply subject and acknowledgement words ("gracias por su mensaje")',
  },

  // A person's answers
  'reply-gmail.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Sounds good, call me Thursday afternoon at (512) 555-0142.\n\nMaria',
  },
  'reply-gmail-wrapped-attribution.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: "Yes, we'd like to see a demo. What times work next week?\n\nJames",
  },
  'reply-outlook.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Hi,\n\nCan you send pricing for 3 locations? We might be open to it.\n\nThanks,\nSam',
  },
  'reply-outlook-original-message.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Call me at the restaurant after 3, (415) 555-0133. Ask for Nina – I’m usually in the back.',
  },
  'reply-iphone.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Sure, let’s talk. Tomorrow after 2 works.',
  },
  'reply-spanish.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Sí, me interesa. Llámeme el jueves por la tarde al (305) 555-0129.\n\nAna',
  },
  'reply-not-interested-but-call.eml': {
    kind: 'reply',
    rule: 'A person\'s answer: "not interested" but also "call me"',
    replyText: "We're not interested in switching right now, but call me in March and we\ncan talk.\n\nTom",
  },
  'reply-html-only.eml': {
    kind: 'reply',
    rule: "A person's answer",
    replyText: 'Interested! What does it cost per month for one location?\n\nGrace',
  },

  // Their calendar's answer to the rep's invite
  'calendar-accepted-google.eml': { kind: 'reply', rule: 'Calendar reply: accepted your invite' },
  // Declined with a note the words rules would otherwise read: the calendar's answer decides.
  'calendar-declined-outlook.eml': { kind: 'reply', rule: 'Calendar reply: declined your invite' },
  // A meeting they booked: through the rep's calendar link (the booking page's no-reply mail), or their own invite.
  'booking-calcom.eml': { kind: 'reply', rule: 'Calendar booking: a meeting with you' },
  'booking-google-invitation.eml': { kind: 'reply', rule: 'Calendar booking: a meeting with you' },
  // Such a meeting called off: the page's cancellation (with their reason in its words), or their calendar's.
  'cancel-calcom.eml': { kind: 'reply', rule: 'Calendar cancellation: the meeting with you is off' },
  'cancel-google-event.eml': { kind: 'reply', rule: 'Calendar cancellation: the meeting with you is off' },

  // Opt-outs
  'optout-take-me-off.eml': {
    kind: 'opt_out',
    rule: 'Words: "take me off"',
    replyText: 'Please take me off your list.',
  },
  'optout-unsubscribe-iphone.eml': { kind: 'opt_out', rule: 'Words: "unsubscribe"', replyText: 'Unsubscribe' },
  'optout-spanish-no-me-escriban.eml': {
    kind: 'opt_out',
    rule: 'Words: "no me escriban"',
    replyText: 'Por favor, no me escriban más.',
  },
  'optout-spanish-outlook-baja.eml': {
    kind: 'opt_out',
    rule: 'Words: "darme de baja"',
    replyText: 'Buenos días,\n\nFavor de darme de baja de su lista. Quítenme de su lista, gracias.\n\nJosé',
  },
  'optout-stop-emailing-outlook.eml': {
    kind: 'opt_out',
    rule: 'Words: "stop emailing"',
    replyText: 'Stop emailing us. We never signed up for this.',
  },

  // Not interested
  'notinterested-gmail.eml': {
    kind: 'not_interested',
    rule: 'Words: "not interested"',
    replyText: "Thanks, but we're not interested.\n\nRosa",
  },
  'notinterested-all-set-outlook.eml': {
    kind: 'not_interested',
    rule: 'Words: "we\'re all set"',
    replyText: 'Thanks for reaching out, but we’re all set for now.\n\nGrace',
  },
  'notinterested-spanish.eml': {
    kind: 'not_interested',
    rule: 'Words: "no gracias"',
    replyText: 'No gracias, ya tenemos un sistema de pedidos en línea.',
  },
  'notinterested-already-have.eml': {
    kind: 'not_interested',
    rule: 'Words: "we already have"',
    replyText: "We already have an online ordering system we're happy with. No thank you.\n\nJames",
  },
};

const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.eml'));
const raw = (file: string) => readFileSync(path.join(CORPUS, file));

/** The message without its In-Reply-To and References headers (and their folded lines). */
function withoutThread(message: Buffer): string {
  const text = message.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, end).replace(/^(In-Reply-To|References):.*(\r?\n[ \t].*)*\r?\n/gim, '');
  return head + text.slice(end);
}

/** The message answering an email of ours it does not name (a thread of a different id). */
function withThread(message: Buffer): string {
  const text = withoutThread(message);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return `In-Reply-To: <feed0001-0000-4000-8000-000000000001@leadgen.test>${eol}References:${eol} <feed0000-0000-4000-8000-000000000000@leadgen.test>${eol} <feed0001-0000-4000-8000-000000000001@leadgen.test>${eol}${text}`;
}

const verdictOf = (mail: IncomingMail) => {
  const c = classify(mail, RECEIVED);
  return { kind: c.kind, rule: c.rule, returnDate: c.returnDate, bounce: c.bounce };
};

describe('the corpus of real-world formats', () => {
  it('has an expectation for every email in it, and an email for every expectation', () => {
    expect(FILES.sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(FILES.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    let mail: IncomingMail;
    beforeAll(async () => {
      mail = await readMail(raw(file));
    });

    it(`is ${expected.kind}, by its rule`, () => {
      const verdict = classify(mail, RECEIVED);
      expect(verdict.kind).toBe(expected.kind);
      expect(verdict.rule).toContain(expected.rule);
    });

    it('states the return date, or none', () => {
      expect(classify(mail, RECEIVED).returnDate).toBe(expected.returnDate ?? null);
    });

    it('names the failed address and status of a bounce, and the email that bounced', () => {
      expect(classify(mail, RECEIVED).bounce).toEqual(expected.bounce ?? null);
      if (expected.originalMessageId) expect(mail.report?.originalMessageId).toBe(expected.originalMessageId);
    });

    if (expected.replyText !== undefined) {
      it("reads the person's own words, never the history quoted under them", () => {
        expect(mail.replyText).toBe(expected.replyText);
        expect(mail.replyText).not.toMatch(/unsubscribe:|wrote:|escribió:|^>/im);
      });
    }

    it('says the same without thread headers, and with another thread', async () => {
      const bare = await readMail(withoutThread(raw(file)));
      expect(bare.inReplyTo).toBeNull();
      expect(bare.references).toEqual([]);
      expect(verdictOf(bare)).toEqual(verdictOf(mail));
      const threaded = await readMail(withThread(raw(file)));
      expect(threaded.inReplyTo).toBe('<feed0001-0000-4000-8000-000000000001@leadgen.test>');
      expect(threaded.references).toHaveLength(2);
      expect(verdictOf(threaded)).toEqual(verdictOf(mail));
    });
  });

  it('never reads an opt-out in our own footer, which every reply quotes', async () => {
    const quoting = FILES.filter((f) => /unsubscribe:/i.test(raw(f).toString('latin1')) && f.startsWith('reply-'));
    expect(quoting.length).toBeGreaterThanOrEqual(6);
    for (const file of quoting) expect(classify(await readMail(raw(file)), RECEIVED).kind).toBe('reply');
  });
});

describe('the order of the rules', () => {
  const mail = (over: Partial<IncomingMail>): IncomingMail => ({
    messageId: null,
    inReplyTo: null,
    references: [],
    from: { address: 'owner@cafe.test', name: null },
    to: ['demo@leadgen.test'],
    cc: [],
    subject: 'Re: Quick question',
    date: null,
    headers: {},
    text: '',
    replyText: '',
    report: null,
    calendar: null,
    ...over,
  });

  it('takes a bounce before anything its automatic headers or words say', () => {
    const bounce = mail({
      headers: { 'auto-submitted': 'auto-replied', 'content-type': 'multipart/report; report-type=delivery-status' },
      replyText: 'I am out of the office. Unsubscribe',
      report: {
        recipients: [{ address: 'owner@cafe.test', action: 'failed', status: '5.1.1', diagnostic: null }],
        originalMessageId: null,
        originalTo: null,
      },
    });
    expect(classify(bounce, RECEIVED).kind).toBe('hard_bounce');
  });

  it('takes an automatic answer before the words in it (a newsletter-like footer is no opt-out)', () => {
    const auto = mail({
      headers: { 'auto-submitted': 'auto-replied' },
      replyText:
        'We received your message and will reply within 2 business days. To unsubscribe from our news, click here.',
    });
    expect(classify(auto, RECEIVED)).toMatchObject({ kind: 'auto_reply' });
  });

  it('takes an opt-out before a no', () => {
    expect(classify(mail({ replyText: 'No thanks. Please remove me.' }), RECEIVED)).toMatchObject({
      kind: 'opt_out',
      rule: 'Words: "remove me"',
    });
  });

  it('does not take a person writing that they are away for an out-of-office, without a second sign', () => {
    expect(classify(mail({ replyText: "I'm on vacation this week, call me Monday at 555-0100." }), RECEIVED).kind).toBe(
      'reply',
    );
  });

  it('takes an automatic message that says nothing it knows for an auto-reply: nothing changes', () => {
    expect(
      classify(mail({ headers: { 'auto-submitted': 'auto-generated' }, replyText: 'Ticket #4411 opened.' }), RECEIVED),
    ).toEqual({ kind: 'auto_reply', rule: 'Auto-Submitted: auto-generated header', returnDate: null, bounce: null });
  });

  it('lets hinting headers alone (X-Auto-Response-Suppress, Precedence: bulk) make no auto-reply', () => {
    const hinted = mail({ headers: { 'x-auto-response-suppress': 'All' }, replyText: 'Sounds good, call me.' });
    expect(classify(hinted, RECEIVED).kind).toBe('reply');
    const bulk = mail({ headers: { precedence: 'bulk' }, replyText: 'Not interested.' });
    expect(classify(bulk, RECEIVED).kind).toBe('not_interested');
  });

  it('reads Auto-Submitted: no as a person', () => {
    expect(classify(mail({ headers: { 'auto-submitted': 'no' }, replyText: 'Yes!' }), RECEIVED).kind).toBe('reply');
  });
});

describe('what no one can read', () => {
  const sizes = {
    '1 MB of words': 'word '.repeat(210_000),
    '1 MB on one line of "On ... at"': `On ${'a on at '.repeat(130_000)}`,
  };

  it.each(['', 'just some words\nwith no headers', 'Subject: only a subject', '\u0000\u0001\u0002 binary'])(
    'reads %j as a person answer, without throwing',
    async (input) => {
      const verdict = classify(await readMail(input), RECEIVED);
      expect(verdict.kind).toBe('reply');
      expect(verdict.bounce).toBeNull();
    },
  );

  it.each(Object.entries(sizes))('reads a message with %s in time', async (_name, body) => {
    const started = Date.now();
    const mail = await readMail(`From: someone@cafe.test\nSubject: Re: Quick question\n\n${body}`);
    expect(classify(mail, RECEIVED).kind).toBe('reply');
    expect(mail.text.length).toBeGreaterThan(1_000_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads a 1 MB HTML-only message in time', async () => {
    const started = Date.now();
    const html = `<div>${'<p>Not a word of it.</p><style>x{}'.repeat(30_000)}</div>`;
    const mail = await readMail(`From: someone@cafe.test\nContent-Type: text/html\n\n${html}`);
    expect(classify(mail, RECEIVED).kind).toBe('reply');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads a multipart message cut off before its end', async () => {
    const cut = raw('bounce-postfix-user-unknown.eml').toString('latin1').slice(0, 2_000);
    const verdict = classify(await readMail(cut), RECEIVED);
    expect(['hard_bounce', 'auto_reply']).toContain(verdict.kind);
  });
});
