import nodemailer from 'nodemailer';
import { buildMessage, messageIdFor, unsubscribeLinks } from './message.build.js';
import type { MailboxAccess } from '../mailbox/mailbox.access.js';

const from: MailboxAccess = {
  source: 'own',
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'ana',
  password: 'x',
  fromName: 'Ana Rep',
  fromAddress: 'ana@tabletech.example',
  postalAddress: '12 Main St, Austin, TX 78701',
  dailyCap: 50,
  windowStartHour: 8,
  windowEndHour: 18,
};

describe('an email as it leaves', () => {
  const links = unsubscribeLinks('https://app.example.com', 'tok123');

  it('carries the postal address, the unsubscribe link and the one-click headers', () => {
    const m = buildMessage(
      {
        toAddress: 'owner@cafe.example',
        toName: 'Sam',
        subject: 'Hi',
        body: 'Hello Sam',
        messageId: '<a@b>',
        threadMessageId: null,
      },
      from,
      links,
    );
    expect(m.text).toContain('12 Main St, Austin, TX 78701');
    expect(m.text).toContain('https://app.example.com/unsubscribe/tok123');
    expect(m.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/unsubscribe/tok123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(m.from).toEqual({ name: 'Ana Rep', address: 'ana@tabletech.example' });
    expect(m.replyTo).toEqual(m.from);
    expect(m).not.toHaveProperty('inReplyTo');
  });

  it('threads a follow-up under the first email', () => {
    const m = buildMessage(
      {
        toAddress: 'o@c.example',
        toName: null,
        subject: 'Re: Hi',
        body: 'again',
        messageId: '<b@x>',
        threadMessageId: '<a@x>',
      },
      from,
      links,
    );
    expect(m.inReplyTo).toBe('<a@x>');
    expect(m.references).toEqual(['<a@x>']);
  });

  it('goes out under the name it was signed as, the mailbox sending as someone else now', () => {
    const email = { toAddress: 'o@c.example', subject: 'Hi', body: 'Best,\nSam Rivera', messageId: '<c@x>' };
    const demo = { ...from, source: 'demo' as const, fromName: 'Demo Rep', fromAddress: 'demo@leadgen.test' };
    const signed = buildMessage({ ...email, fromName: 'Sam Rivera' }, demo, links);
    expect(signed.from).toEqual({ name: 'Sam Rivera', address: 'demo@leadgen.test' });
    expect(signed.replyTo).toEqual(signed.from);
    // An email kept before names were kept goes out as the mailbox sends.
    expect(buildMessage({ ...email, fromName: null }, demo, links).from.name).toBe('Demo Rep');
  });

  it('copies the one a reply names in Cc, who is also a recipient of the envelope', async () => {
    const email = {
      toAddress: 'maria@c.example',
      toName: 'Maria Lopez',
      subject: 'Re: Hi',
      body: 'Hi Maria',
      messageId: '<d@x>',
    };
    const james = { address: 'james@c.example', page: 'https://app.example.com/unsubscribe/tokJames' };
    const copied = buildMessage({ ...email, ccAddress: 'james@c.example', ccName: 'James Ortiz' }, from, {
      ...links,
      copied: james,
    });
    const sent = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(copied);
    expect(sent.envelope.to).toEqual(['maria@c.example', 'james@c.example']);
    expect(sent.message.toString()).toMatch(/^Cc: James Ortiz <james@c\.example>\r$/m);
    expect(buildMessage({ ...email, ccAddress: null }, from, links)).not.toHaveProperty('cc');
  });

  it('sends the invite of a reply that takes up their time as a text/calendar REQUEST, and none otherwise', async () => {
    const email = { toAddress: 'joe@c.example', subject: 'Re: Hi', body: 'Hi Joe', messageId: '<i@x>' };
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const sent = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail(buildMessage(email, from, links, ics));
    expect(sent.message.toString()).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r$/m);
    expect(buildMessage(email, from, links)).not.toHaveProperty('icalEvent');
  });

  it('gives each recipient of an email that copies someone an opt-out of their own, and no one-click header', () => {
    const email = { toAddress: 'maria@c.example', subject: 'Re: Hi', body: 'Hi Maria', messageId: '<e@x>' };
    const james = { address: 'james@c.example', page: 'https://app.example.com/unsubscribe/tokJames' };
    const copied = buildMessage({ ...email, ccAddress: 'james@c.example' }, from, { ...links, copied: james });
    expect(copied.text.split('\n').slice(-4)).toEqual([
      '12 Main St, Austin, TX 78701',
      "Don't want these emails? Unsubscribe: https://app.example.com/unsubscribe/tok123 (maria@c.example)",
      'Unsubscribe: https://app.example.com/unsubscribe/tokJames (james@c.example, copied)',
      '',
    ]);
    // A mail program's unsubscribe button cannot say which of the two pressed it.
    expect(copied.headers).toEqual({});
    // Never the To recipient's link alone under an email that copies someone.
    expect(() => buildMessage({ ...email, ccAddress: 'james@c.example' }, from, links)).toThrow(
      'An email that copies someone carries their own unsubscribe link.',
    );
  });

  it("names each email under the sender's domain", () => {
    expect(messageIdFor('e1', 'ana@tabletech.example')).toBe('<e1@tabletech.example>');
  });
});
