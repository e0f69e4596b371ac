import { replyTextOf } from './quoted-history.js';

const OUR_EMAIL = [
  'Hi Maria,',
  '',
  'Would you be open to a 10-minute call this week? If you\'re not interested, just reply "no".',
  '',
  'Demo Rep',
  '',
  '--',
  'Leadgen Demo, 100 Market St, Austin, TX 78701',
  "Don't want these emails? Unsubscribe: https://leadgen.test/u/3f9a1c7e",
].join('\n');
const quoted = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');

describe("the answer's own words", () => {
  it.each([
    [
      'Gmail',
      `Yes, call me.\n\nOn Tue, Dec 1, 2026 at 9:14 AM Demo Rep <demo@leadgen.test> wrote:\n\n${quoted(OUR_EMAIL)}`,
    ],
    [
      'Gmail, its attribution wrapped',
      `Yes, call me.\n\nOn Tue, Dec 1, 2026 at 9:14 AM Demo Rep <\ndemo@leadgen.test> wrote:\n\n${quoted(OUR_EMAIL)}`,
    ],
    [
      'Apple Mail',
      `Yes, call me.\n\n> On Dec 1, 2026, at 9:14 AM, Demo Rep <demo@leadgen.test> wrote:\n>\n${quoted(OUR_EMAIL)}`,
    ],
    [
      'Outlook, with its rule',
      `Yes, call me.\n\n________________________________\nFrom: Demo Rep <demo@leadgen.test>\nSent: Tuesday, December 1, 2026 9:14 AM\nTo: Maria Lopez <maria@tacos.test>\nSubject: Quick question\n\n${OUR_EMAIL}`,
    ],
    [
      'Outlook, no rule and no address',
      `Yes, call me.\n\nFrom: Demo Rep\nSent: Tuesday, December 1, 2026 9:14 AM\nTo: Maria Lopez\nSubject: Quick question\n\n${OUR_EMAIL}`,
    ],
    [
      'Outlook, as HTML turned to text (bold labels)',
      `Yes, call me.\n\n*From:* Demo Rep <demo@leadgen.test>\n*Sent:* Tuesday, December 1, 2026 9:14 AM\n\n${OUR_EMAIL}`,
    ],
    [
      'Outlook, "-----Original Message-----"',
      `Yes, call me.\n\n-----Original Message-----\nFrom: Demo Rep [mailto:demo@leadgen.test]\nSent: Tuesday, December 1, 2026 9:14 AM\n\n${OUR_EMAIL}`,
    ],
    [
      'Gmail in Spanish',
      `Yes, call me.\n\nEl mar, 1 dic 2026 a las 9:14, Demo Rep (<demo@leadgen.test>) escribió:\n\n${quoted(OUR_EMAIL)}`,
    ],
    [
      'Outlook in Spanish',
      `Yes, call me.\n\n________________________________\nDe: Demo Rep <demo@leadgen.test>\nEnviado: martes, 1 de diciembre de 2026 9:14\nPara: Maria\nAsunto: Pregunta\n\n${OUR_EMAIL}`,
    ],
    [
      'an iPhone',
      `Yes, call me.\n\nSent from my iPhone\n\n> On Dec 1, 2026, at 9:14 AM, Demo Rep <demo@leadgen.test> wrote:\n${quoted(OUR_EMAIL)}`,
    ],
    [
      'Outlook for iOS',
      `Yes, call me.\n\nGet Outlook for iOS<https://aka.ms/o0ukef>\n________________________________\nFrom: Demo Rep <demo@leadgen.test>\nSent: Tuesday\n\n${OUR_EMAIL}`,
    ],
    [
      'a forward of our email',
      `Yes, call me.\n\n---------- Forwarded message ---------\nFrom: Demo Rep <demo@leadgen.test>\n\n${OUR_EMAIL}`,
    ],
    ['our email pasted under the answer with no mark at all', `Yes, call me.\n\n${OUR_EMAIL.split('\n').slice(-1)[0]}`],
    [
      'the footer of an email that copies someone, pasted with no mark',
      "Yes, call me.\n\nDon't want these emails? Unsubscribe: https://leadgen.test/u/3f9a1c7e (maria@tacos.test)\nUnsubscribe: https://leadgen.test/u/8b0c2d4e (james@tacos.test, copied)",
    ],
    ['a signature', 'Yes, call me.\n\n--\nMaria Lopez\nOwner, Tacos La Esquina\n(512) 555-0142'],
  ])('leaves out the history of %s', (_client, text) => {
    expect(replyTextOf(text)).toBe('Yes, call me.');
  });

  it('keeps what is written under a quote (a bottom post) and between quotes', () => {
    const text = `> Would you be open to a call this week?\n\nYes, Thursday works.\n\n> Demo Rep\n`;
    expect(replyTextOf(text)).toBe('Yes, Thursday works.');
  });

  it('keeps an answer with no history as it is, CRLF or not', () => {
    expect(replyTextOf('Hi,\r\n\r\nCall me Thursday.\r\n\r\nThanks,\r\nSam\r\n')).toBe(
      'Hi,\n\nCall me Thursday.\n\nThanks,\nSam',
    );
  });

  it('keeps a very long line of the answer whole', () => {
    const long = `On the other hand ${'we would like to know more about it and '.repeat(40)}call me.`;
    expect(replyTextOf(`${long}\n\nOn Tue, Dec 1, 2026 at 9:14 AM Demo Rep <demo@leadgen.test> wrote:\n> hi`)).toBe(
      long,
    );
  });

  it('reads a long line crafted against the parser in time', () => {
    const started = Date.now();
    replyTextOf(`On ${'a on at '.repeat(2_000)}\nwrote:`);
    replyTextOf(Array.from({ length: 3_000 }, () => 'abc. Op x').join('\n'));
    replyTextOf(Array.from({ length: 32 }, () => `On ${'a on at '.repeat(62)}`).join('\n'));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
