import { autoReplyVerdict } from './auto-reply.rules.js';
import type { IncomingMail } from './read-mail.types.js';

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

describe('an automatic answer', () => {
  it.each([
    ['Out of Office', 'an out-of-office subject'],
    ['Automatic reply: Quick question', 'an auto-reply subject'],
    ['Auto-Reply: Quick question', 'an auto-reply subject'],
    ['AutoReply: Quick question', 'an auto-reply subject'],
    ['Respuesta automática: Pregunta rápida', 'an auto-reply subject'],
    ['Fuera de la oficina', 'an out-of-office subject'],
    ['Abwesenheitsnotiz: Quick question', 'an out-of-office subject'],
  ])('knows the subject %j', (subject, words) => {
    const verdict = autoReplyVerdict(mail({ subject, replyText: 'Thank you.' }));
    expect(verdict?.rule).toBe(words.charAt(0).toUpperCase() + words.slice(1));
  });

  it('takes an out-of-office subject for out of office, even with no away words', () => {
    expect(autoReplyVerdict(mail({ subject: 'Out of Office', replyText: 'Thank you.' }))?.kind).toBe('out_of_office');
  });

  it.each([
    [{ 'auto-submitted': 'auto-replied' }, 'Auto-Submitted: auto-replied header'],
    [{ 'auto-submitted': 'Auto-Generated' }, 'Auto-Submitted: auto-generated header'],
    [{ 'x-autoreply': 'yes' }, 'X-Autoreply header'],
    [{ 'x-autorespond': 'Quick question' }, 'X-Autorespond header'],
    [{ precedence: 'auto_reply' }, 'Precedence: auto_reply header'],
  ])('knows the header %j', (headers, words) => {
    expect(autoReplyVerdict(mail({ headers, replyText: 'Ticket opened.' }))).toEqual({
      kind: 'auto_reply',
      rule: words,
    });
  });

  it.each<Record<string, string>>([
    { 'auto-submitted': 'no' },
    { 'x-autoreply': 'no' },
    { 'x-auto-response-suppress': 'All' },
    { precedence: 'bulk' },
  ])('takes %j alone for no automatic answer', (headers) => {
    expect(autoReplyVerdict(mail({ headers, replyText: 'Sounds good.' }))).toBeNull();
  });

  it('takes a hinting header with away words for out of office', () => {
    const verdict = autoReplyVerdict(
      mail({ headers: { 'x-auto-response-suppress': 'All' }, replyText: 'I am out of the office until Monday.' }),
    );
    expect(verdict).toEqual({
      kind: 'out_of_office',
      rule: 'X-Auto-Response-Suppress: All header and away words ("i am out of the office")',
    });
  });

  it('takes away words over acknowledgement words', () => {
    const text = 'Thank you for your message. Estoy de vacaciones, regresaré el lunes.';
    expect(autoReplyVerdict(mail({ headers: { 'auto-submitted': 'auto-replied' }, replyText: text }))?.kind).toBe(
      'out_of_office',
    );
  });

  it('reads the whole text when no own words were left', () => {
    const verdict = autoReplyVerdict(mail({ subject: 'Out of office', text: 'I am on leave.', replyText: '' }));
    expect(verdict?.rule).toContain('"on leave"');
  });
});
