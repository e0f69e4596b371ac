import nodemailer, { type SendMailOptions } from 'nodemailer';
import PostalMime, { type Email } from 'postal-mime';
import { ANSWER_KINDS, type AnswerKind } from './answers.choice.js';
import { generalManagerAt, type Colleague } from './answers.colleague.js';
import { buildAnswer, buildBounce, type Restaurant } from './answers.messages.js';
import { encodeWords, formatAddress, quotedPrintable, rfc5322Date } from './answers.mime.js';
import { readSentMail, type SentMail } from './answers.sent.js';

const SENT_AT = new Date('2025-12-02T15:14:00Z');
const MESSAGE_ID = '<touch-2.abc@leadgen.test>';
const EARLIER = '<touch-1.abc@leadgen.test>';

/** A first touch as the product sends it, through nodemailer (its bytes, as the SMTP server takes them). */
async function sentRaw(options: Partial<SendMailOptions> = {}): Promise<Buffer> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
    from: 'Demo Rep <demo@leadgen.test>',
    to: 'info@rosas.example',
    subject: 'Online ordering for Rosa’s Cantina',
    text: 'Hi Maria,\n\nI noticed you take orders by phone only.\n\nBest,\nDemo Rep',
    messageId: MESSAGE_ID,
    references: [EARLIER],
    date: SENT_AT,
    ...options,
  });
  return info.message as Buffer;
}

const restaurant: Restaurant = {
  address: 'info@rosas.example',
  name: "Rosa's Cantina",
  phone: '(512) 555-0143',
  person: 'Maria Delgado',
};
const AT = new Date(SENT_AT.getTime() + 30_000);
/** Whom the restaurant's referrals name: its owner, at her own address. */
const OWNER: Colleague = { name: 'Maria Delgado', address: 'mdelgado@rosas.example', role: 'owner' };
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
const WEEKDAY = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/;
/** What the product reads as a no or an opt-out: never in a request for information or a referral. */
const A_NO =
  /not interested|no thank|no thanks|we already (have|use)|all set|not for us|not a fit|remove|unsubscribe|stop emailing|take (me|us) off/i;
/** A person's own words: above the quoted history. */
const own = (text: string) => text.split(/\nOn .+ wrote:\n/)[0]!;

const parse = (raw: string) => PostalMime.parse(Buffer.from(raw, 'latin1'), { attachmentEncoding: 'utf8' });
const header = (mail: Email, key: string) => mail.headers.find((h) => h.key === key)?.value;

describe('the answers the simulated restaurants write', () => {
  let sent: SentMail;
  beforeAll(async () => {
    sent = await readSentMail(await sentRaw());
  });

  const answer = (kind: AnswerKind, seed = 7, spanish = false, colleague: Colleague | null = OWNER) =>
    parse(
      buildAnswer({ kind, sent, restaurant, at: AT, seed, spanish, colleague: kind === 'referral' ? colleague : null }),
    );

  it('reads what it answers from the sent mail: thread, subject, date, where answers go, text', () => {
    expect(sent).toMatchObject({
      messageId: MESSAGE_ID,
      references: [EARLIER],
      subject: 'Online ordering for Rosa’s Cantina',
      answerTo: { name: 'Demo Rep', address: 'demo@leadgen.test' },
    });
    expect(sent.date.toISOString()).toBe(SENT_AT.toISOString());
    expect(sent.text).toContain('orders by phone only');
    expect(sent.headerBlock).toMatch(/^Message-ID: <touch-2\.abc@leadgen\.test>$/im);
  });

  it('sends answers to the Reply-To, and draws an HTML-only mail its text', async () => {
    const other = await readSentMail(
      await sentRaw({
        replyTo: 'Ana <ana@leadgen.test>',
        text: undefined,
        html: '<p>Hello <b>there</b></p><p>Line&nbsp;2</p>',
      }),
    );
    expect(other.answerTo).toEqual({ name: 'Ana', address: 'ana@leadgen.test' });
    expect(other.text).toBe('Hello there\nLine 2');
  });

  it.each(ANSWER_KINDS)(
    'writes a %s answer as RFC 5322: From the restaurant, To the rep, dated, threaded',
    async (kind) => {
      const mail = await answer(kind);
      expect(mail.from).toMatchObject({ address: 'info@rosas.example', name: "Rosa's Cantina" });
      expect(mail.to).toEqual([{ name: 'Demo Rep', address: 'demo@leadgen.test' }]);
      expect(new Date(mail.date!).toISOString()).toBe(AT.toISOString());
      expect(mail.messageId).toMatch(/^<[^@\s]+@rosas\.example>$/);
      expect(mail.inReplyTo).toBe(MESSAGE_ID);
      expect(mail.references).toBe(`${EARLIER} ${MESSAGE_ID}`);
      expect(mail.subject).toBe(
        kind === 'out_of_office'
          ? 'Automatic reply: Online ordering for Rosa’s Cantina'
          : 'Re: Online ordering for Rosa’s Cantina',
      );
    },
  );

  it('quotes the sent mail under "On <date>, <rep> wrote:" in what people write', async () => {
    for (const kind of ['reply', 'not_interested', 'opt_out', 'info_request', 'referral'] as const) {
      for (const seed of [1, 2, 3]) {
        const text = (await answer(kind, seed)).text!;
        expect(text).toMatch(
          /\nOn (Tue, )?Dec 2, 2025,? at 3:14 PM, Demo Rep <demo@leadgen\.test> wrote:\n> Hi Maria,\n>\n> I noticed/,
        );
        expect(text.trimEnd().endsWith('> Demo Rep')).toBe(true);
      }
    }
  });

  it('says yes with a day to call and a number', async () => {
    const texts = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(async (seed) => (await answer('reply', seed)).text!));
    for (const text of texts) {
      expect(text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday)/);
      expect(text).toContain('(512) 555-0143');
    }
    expect(new Set(texts.map((t) => t.split('\n')[0])).size).toBeGreaterThan(2);
  });

  it('asks for more information, some about the price, naming no day and asking for no call', async () => {
    const texts = await Promise.all(SEEDS.map(async (seed) => own((await answer('info_request', seed)).text!)));
    for (const text of texts) {
      expect(text).toMatch(/info|details/i);
      expect(text).not.toMatch(WEEKDAY);
      expect(text).not.toMatch(/call me|\(512\)/i);
      expect(text).not.toMatch(A_NO);
    }
    expect(texts.some((t) => /cost|pric/i.test(t))).toBe(true);
    expect(texts.some((t) => !/cost|pric/i.test(t))).toBe(true);
    expect(new Set(texts.map((t) => t.split('\n')[0])).size).toBeGreaterThan(2);
  });

  it('points to the colleague who decides by full name, role and address, signed by someone else', async () => {
    const manager = generalManagerAt('tacos.answers.leadgen.test');
    for (const colleague of [OWNER, manager]) {
      const texts = await Promise.all(
        SEEDS.map(async (seed) => own((await answer('referral', seed, false, colleague)).text!)),
      );
      for (const text of texts) {
        expect(text).toContain(colleague.name);
        expect(text).toContain(colleague.address);
        expect(text).toMatch(
          colleague === OWNER ? /(our|the) owner|\(owner\)/ : /(our|the) general manager|\(general manager\)/,
        );
        expect(text).not.toMatch(WEEKDAY);
        expect(text).not.toMatch(/call me|\b(her|him|she|he)\b/i);
        expect(text).not.toMatch(A_NO);
        // Signed, but not by the one it names: the owner refers no one to herself, so another signs.
        if (colleague === OWNER) expect(text).not.toMatch(/\n(- )?Maria(\n|$)/);
      }
      expect(new Set(texts.map((t) => t.split('\n')[0])).size).toBeGreaterThan(2);
    }
  });

  it("is never signed with the rep's own first name, so 'Ana suggested…' is not about the rep", async () => {
    const nameless = { ...restaurant, person: null };
    /** The first name a referral is signed with: its line alone ('Ana', '- Ana'). */
    const signerOf = async (from: SentMail, seed: number) => {
      const mail = await parse(
        buildAnswer({ kind: 'referral', sent: from, restaurant: nameless, at: AT, seed, colleague: OWNER }),
      );
      return /^(?:- )?([A-Z][a-z]+)$/m.exec(own(mail.text!))?.[1];
    };
    const fromAna = await readSentMail(await sentRaw({ from: 'Ana Rep <ana@tablepoint.example>' }));
    const toAna = await Promise.all(SEEDS.map((seed) => signerOf(fromAna, seed)));
    expect(toAna.every(Boolean)).toBe(true);
    expect(toAna).not.toContain('Ana');
    expect(toAna).not.toContain('Maria');
    // The demo rep's, whose first name is no one's, are signed as they always were: Ana among them.
    const toDemo = await Promise.all(SEEDS.map((seed) => signerOf(sent, seed)));
    expect(toDemo).toContain('Ana');
    expect(toDemo.filter((name, i) => name !== toAna[i]).every((name) => name === 'Ana')).toBe(true);
  });

  it('loops the colleague in: copied on the answer, named in its words without their address', async () => {
    const manager = generalManagerAt('tacos.answers.leadgen.test');
    const texts: string[] = [];
    for (const seed of SEEDS) {
      const mail = parse(
        buildAnswer({ kind: 'referral', sent, restaurant, at: AT, seed, colleague: manager, loopIn: true }),
      );
      const resolved = await mail;
      expect(resolved.cc).toEqual([{ name: 'Maria Lopez', address: manager.address }]);
      const text = own(resolved.text!);
      // Named, or by role alone ('Looping in our general manager here'): the Cc line says who.
      expect(text).toMatch(/Maria|our general manager/);
      expect(text).not.toContain('@');
      expect(text).toMatch(/looping in|adding|cc'd|copying/i);
      expect(text).not.toMatch(A_NO);
      texts.push(text);
    }
    expect(texts.some((t) => t.includes('Maria'))).toBe(true);
    expect(texts.some((t) => t.includes('Looping in our general manager here'))).toBe(true);
    // Without loopIn, nobody is copied.
    expect((await answer('referral')).cc).toBeUndefined();
  });

  it('writes a referral with no one to name as a plain yes', async () => {
    const text = (await answer('referral', 3, false, null)).text!;
    expect(text).toMatch(WEEKDAY);
    expect(text).toContain('(512) 555-0143');
  });

  it('says no, or to be taken off the list, in English or Spanish', async () => {
    expect((await answer('not_interested')).text).toMatch(/not interested|all set|No thank you/i);
    expect((await answer('opt_out', 3, true)).text).toMatch(/^Por favor, no me escriban más\./);
    expect((await answer('opt_out', 3)).text).toMatch(/list|Unsubscribe|stop emailing/i);
  });

  it("writes Outlook's automatic reply with a return date 3 to 10 days after the send, unquoted", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const mail = await answer('out_of_office', seed);
      expect(header(mail, 'auto-submitted')).toBe('auto-generated');
      expect(header(mail, 'x-auto-response-suppress')).toBe('All');
      const back = /out of the office until (\w+), (\w+) (\d+)/.exec(mail.text!);
      expect(back).not.toBeNull();
      const date = new Date(`${back![2]} ${back![3]}, 2025 12:00 UTC`);
      const days = Math.round((date.getTime() - SENT_AT.getTime()) / 86_400_000);
      expect(days).toBeGreaterThanOrEqual(3);
      expect(days).toBeLessThanOrEqual(10);
      expect(date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })).toBe(back![1]);
      expect(mail.text).not.toContain('wrote:');
    }
  });

  it("writes Gmail's vacation reply and a shared inbox's acknowledgement as auto-replied, unquoted", async () => {
    const vacation = await answer('out_of_office_no_date');
    expect(header(vacation, 'auto-submitted')).toBe('auto-replied');
    expect(vacation.text).not.toMatch(/until|wrote:/);
    const ack = await answer('auto_ack');
    expect(header(ack, 'auto-submitted')).toBe('auto-replied');
    expect(ack.text).toContain(
      "Thanks for contacting Rosa's Cantina! We received your message and will reply within 2 business days.",
    );
    expect(ack.text).not.toContain('>');
  });

  it("names the owner as the sender of the owner's own address", async () => {
    const mail = await parse(
      buildAnswer({
        kind: 'reply',
        sent,
        restaurant: { ...restaurant, address: 'maria@rosas.example' },
        at: AT,
        seed: 1,
      }),
    );
    expect(mail.from).toMatchObject({ name: 'Maria Delgado', address: 'maria@rosas.example' });
  });

  it('writes a bounce as an RFC 3464 delivery status report with the original headers, not threaded', async () => {
    const raw = buildBounce({ sent, recipient: 'sales@rosas.example', at: AT, arrival: SENT_AT });
    const mail = await parse(raw);
    expect(mail.from).toMatchObject({ address: 'MAILER-DAEMON@mx.rosas.example' });
    expect(mail.to).toEqual([{ name: 'Demo Rep', address: 'demo@leadgen.test' }]);
    expect(mail.subject).toBe('Undelivered Mail Returned to Sender');
    expect(mail.inReplyTo).toBeUndefined();
    expect(header(mail, 'content-type')).toMatch(
      /^multipart\/report; report-type=delivery-status;\s+boundary="[^"]+"$/,
    );
    expect(mail.text).toContain('sales@rosas.example');
    const [report, headers] = mail.attachments;
    expect(report!.mimeType).toBe('message/delivery-status');
    const fields = String(report!.content);
    expect(fields).toMatch(
      /^Reporting-MTA: dns; mx\.rosas\.example\nArrival-Date: Tue, 2 Dec 2025 15:14:00 \+0000\n\nFinal-Recipient: rfc822; sales@rosas\.example\n/,
    );
    expect(fields).toContain('\nAction: failed\nStatus: 5.1.1\n');
    expect(fields).toContain(
      'Diagnostic-Code: smtp; 550 5.1.1 <sales@rosas.example>: Recipient address rejected: User unknown',
    );
    expect(headers!.mimeType).toBe('text/rfc822-headers');
    expect(String(headers!.content)).toContain(`Message-ID: ${MESSAGE_ID}`);
  });
});

describe('the MIME pieces', () => {
  it('dates as RFC 5322, in UTC', () => {
    expect(rfc5322Date(new Date('2025-12-08T09:05:03Z'))).toBe('Mon, 8 Dec 2025 09:05:03 +0000');
  });

  it('encodes non-ASCII header text and names that need quoting', async () => {
    expect(encodeWords('Plain subject')).toBe('Plain subject');
    expect(formatAddress({ name: "Rosa's Cantina", address: 'a@b.c' })).toBe("Rosa's Cantina <a@b.c>");
    expect(formatAddress({ name: 'Smith, Jo', address: 'a@b.c' })).toBe('"Smith, Jo" <a@b.c>');
    const long = 'Más café para Peña — ¿hablamos mañana sobre los pedidos en línea de su restaurante?';
    const mail = await PostalMime.parse(
      `Subject: ${encodeWords(long)}\r\nFrom: ${formatAddress({ name: 'Peña', address: 'a@b.c' })}\r\n\r\nx`,
    );
    expect(mail.subject).toBe(long);
    expect(mail.from).toMatchObject({ name: 'Peña' });
  });

  it('writes quoted-printable lines of at most 76 that decode to the text', async () => {
    const text = `${'x'.repeat(200)}\nmás = menos \n\ttab`;
    const qp = quotedPrintable(text);
    expect(qp.split('\r\n').every((l) => l.length <= 76)).toBe(true);
    const mail = await PostalMime.parse(
      `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${qp}`,
    );
    // The parser ends the text with a line break of its own.
    expect(mail.text?.replace(/\n$/, '')).toBe(text);
  });
});
