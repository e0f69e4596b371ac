/**
 * What the simulated restaurants write back, in the ways people (and their mail programs) write
 * it. Every choice is drawn from an answer's seed, so one address always writes the same words.
 */

/** A small deterministic random source (mulberry32) from a 32-bit seed. */
export function wordsRandom(seed: number): {
  next(): number;
  pick<T>(list: readonly T[]): T;
  int(a: number, b: number): number;
} {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    int: (a, b) => a + Math.floor(next() * (b - a + 1)),
  };
}
export type WordsRandom = ReturnType<typeof wordsRandom>;

const FIRST_NAMES = ['Maria', 'James', 'Ana', 'Luis', 'Sarah', 'Tom', 'Nina', 'Marco', 'Grace', 'Sam', 'Lena', 'Ray'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const PARTS_OF_DAY = ['morning', 'afternoon', 'after 2pm', 'between 2 and 4', 'around 3', 'before 11'];

/**
 * Who signs: the restaurant's owner when the site names one, else a first name. Never `other`, the
 * colleague a referral names (an owner refers no one to themself), and a name drawn in their place
 * never has the colleague's first name: signed 'Maria' above 'email Maria Lopez' would read as her.
 * Nor the rep's own first name (`rep`, their From): 'Ana suggested I get in touch… I'm Ana Rep'
 * reads as the rep writing about themself. A drawn name that would be taken moves to the next one,
 * so every other address keeps the name it always had.
 */
export function signerOf(R: WordsRandom, person: string | null, other?: string, rep?: string): string {
  if (person && person !== other) return person;
  const taken = [other, rep].map((name) => name?.trim().split(/\s+/)[0]?.toLowerCase());
  const firsts = FIRST_NAMES.filter((name) => name !== other?.split(' ')[0]);
  let at = Math.floor(R.next() * firsts.length);
  while (taken.includes(firsts[at]!.toLowerCase())) at = (at + 1) % firsts.length;
  return `${firsts[at]} ${R.pick(['Lopez', 'Nguyen', 'Smith', 'Rossi', 'Kim', 'Garcia'])}`;
}

/** A US number for a restaurant without one: 555-01xx, the fictional range. */
export function fictionalPhone(R: WordsRandom): string {
  return `(${R.pick(['512', '312', '415', '617', '206', '305'])}) 555-01${String(R.int(0, 99)).padStart(2, '0')}`;
}

/** 'Tuesday afternoon', 'Thursday between 2 and 4'... */
export function whenToCall(R: WordsRandom): string {
  return `${R.pick(WEEKDAYS)} ${R.pick(PARTS_OF_DAY)}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A yes, with a day to call and a number. */
export function replyWords(
  R: WordsRandom,
  { when, phone, first }: { when: string; phone: string; first: string },
): string {
  return R.pick([
    `Sounds good, call me ${when} at ${phone}.`,
    `Hi,\n\nSure, I'd be happy to talk. Give me a call ${when}, ${phone} is the best number.`,
    `Yes, let's talk. ${cap(when)} works for me. Call the restaurant at ${phone} and ask for ${first}.`,
    `Thanks for reaching out. We've actually been looking into this.\nCan you call me ${when}? ${phone}`,
    `Interested. Best time to reach me is ${when}, my cell is ${phone}.`,
  ]);
}

export function notInterestedWords(R: WordsRandom): string {
  return R.pick([
    "Thanks, but we're not interested.",
    "Thanks for reaching out, but we're all set for now.",
    "We're happy with what we have. Not interested at this time, thank you.",
    'No thank you, not interested.',
  ]);
}

/** The rep answered their yes: the call is on. */
export function confirmationWords(R: WordsRandom): string {
  return R.pick([
    'Great, talk to you then.',
    'Perfect, thanks. Talk soon.',
    'Sounds good, talk then!',
    'Works for me. Talk then.',
  ]);
}

/** A request for more information, some about the price; no day, no call. */
export function infoRequestWords(R: WordsRandom): string {
  return R.pick([
    'Can you send me some more info? What does it cost?',
    'Thanks for reaching out. Could you email me more details on how it works and the pricing?',
    "Send me some information and I'll take a look.",
    'What would this cost us? Send over some details.',
    "Hi,\n\nCould you send me more information about how it works? I'd like to read up on it first.",
  ]);
}

/**
 * Not theirs to decide: the colleague who does, by full name, role and address as written, so the
 * rep can write to them. No pronoun (the name alone does not tell which).
 */
export function referralWords(
  R: WordsRandom,
  { name, address, role }: { name: string; address: string; role: string },
): string {
  const first = name.split(' ')[0]!;
  return R.pick([
    `Thanks for reaching out. I'm not the right person for this: ${name}, our ${role}, looks after it. Best to email ${address}.`,
    `That would be ${name}, our ${role}. You can reach ${first} at ${address}.`,
    `I don't make these decisions. Please contact ${name} (${role}) at ${address}.`,
    `Hi,\n\nThis one is for ${name}, the ${role}. Best to email ${address} and ${first} will take it from there.`,
  ]);
}

/** A referral that copies the colleague: named or by role alone, their address left to the Cc line. */
export function loopInWords(R: WordsRandom, { name, role }: { name: string; role: string }): string {
  const first = name.split(' ')[0]!;
  return R.pick([
    `Thanks for reaching out. Looping in ${name}, our ${role}: ${first} looks after this.`,
    `Adding ${first} here. ${first} is our ${role} and the right person for this.`,
    `I'm not the one who decides this. ${first} (cc'd) is our ${role} and handles it.`,
    `Hi,\n\nCopying ${name}, the ${role}, who can take it from here.`,
    // Named by role alone: the Cc line says who.
    `Looping in our ${role} here, who looks after this.`,
  ]);
}

export function optOutWords(R: WordsRandom, spanish: boolean): string {
  if (spanish) return R.pick(['Por favor, no me escriban más.', 'Por favor, no me escriban más. Gracias.']);
  return R.pick([
    'Please take me off your list.',
    'Remove me from your mailing list please.',
    'Unsubscribe',
    'Please stop emailing us. Take us off your list.',
  ]);
}

/** A sign-off under a person's words: a name, a name and the restaurant, or a phone's signature. */
export function signOff(R: WordsRandom, first: string, restaurant: string): string {
  return R.pick([
    `\n\n${first}`,
    `\n\nThanks,\n${first}\n${restaurant}`,
    `\n\n${first}\n\nSent from my iPhone`,
    `\n\n- ${first}`,
  ]);
}

/** The day, 3 to 10 days after the send, someone is back: 'Monday, December 8' (UTC). */
export function returnDate(R: WordsRandom, sent: Date): { date: Date; text: string } {
  const date = new Date(sent.getTime() + R.int(3, 10) * 86_400_000);
  const text = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return { date, text };
}

/** Outlook's automatic reply, with the return date. */
export function outOfOfficeWords(R: WordsRandom, { back, phone }: { back: string; phone: string }): string {
  return R.pick([
    `Thank you for your message. I am out of the office until ${back} with limited access to email. ` +
      `For reservations or anything urgent, please call the restaurant at ${phone}.\n\nI will reply when I return.`,
    `I am out of the office until ${back} and will respond to your email when I return. ` +
      `If you need immediate help, please call ${phone}.`,
    `Hello,\n\nI'm out of the office until ${back}. I will have limited access to email and will get back to you as soon as possible after I return.\n\nThank you!`,
  ]);
}

/** Gmail's vacation responder: away, no date. */
export function vacationWords(R: WordsRandom): string {
  return R.pick([
    "Hi! I'm away from the restaurant right now and checking email only now and then. I'll get back to you when I'm back.",
    "Thanks for your email. I'm currently out of the office with limited access to email and will respond as soon as I can.",
    "I'm on vacation and not checking email regularly. I'll reply once I'm back.",
  ]);
}

/** A shared inbox's acknowledgement. */
export function autoAckWords(restaurant: string, phone: string): string {
  return (
    `Thanks for contacting ${restaurant}! We received your message and will reply within 2 business days.\n\n` +
    `For same-day reservations, please call us at ${phone}.\n\n` +
    `This is an automated message. Please do not reply to this email.`
  );
}

/** The line above the quoted history: Gmail's or Apple Mail's way. */
export function attributionLine(R: WordsRandom, date: Date, rep: string): string {
  const day = date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // ICU writes a narrow no-break space before AM/PM; mail programs write a plain one.
  const time = date
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .replace(/\s/g, ' ');
  const noWeekday = day.replace(/^\w+, /, '');
  return R.pick([`On ${day} at ${time}, ${rep} wrote:`, `On ${noWeekday}, at ${time}, ${rep} wrote:`]);
}

/** The sent text, each line under '>' (an empty line as a bare '>'). */
export function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}
