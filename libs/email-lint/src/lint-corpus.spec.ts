import { lintCorpus, type CorpusEmail } from './lint-corpus.js';

const RESTAURANTS = [
  ['Casa Verde', 'Sofia Marquez'],
  ["Flores's Diner", 'Ana Flores'],
  ['Blue Door', 'Marco Rossi'],
  ['Pho Saigon', 'Linh Tran'],
  ['The Grill House', 'Dave Miller'],
  ['Luigi’s', 'Luigi Bianchi'],
  ['Taqueria Sol', 'Rosa Diaz'],
  ['Harbor Oyster Bar', 'Kim Park'],
  ['Noodle Bar 8', 'Jun Lee'],
  ['Big Sky Cafe', 'Tom Hart'],
] as const;

/** One city's emails: each greets its owner and names its restaurant, in its own words but for the lines a template repeats. */
function cityEmails(count: number, template: (i: number) => boolean): CorpusEmail[] {
  return Array.from({ length: count }, (_, i) => {
    const [restaurant, person] = RESTAURANTS[i % RESTAURANTS.length]!;
    const first = person.split(' ')[0];
    const repeated = template(i) ? `I help places like ${restaurant} turn tables faster. ` : '';
    return {
      body: `Hi ${first},\n\nI walked past ${restaurant} on day ${i + 1} and liked the patio. ${repeated}Would you have 15 minutes this week?\n\nBest,\nSam Rivera\nAccount Executive, TablePoint\n\n--\n500 Market St, San Francisco, CA 94105\nDon't want these emails? Unsubscribe: https://x.test/u/${i}`,
      names: [restaurant, person],
    };
  });
}

describe('lintCorpus: no repeated sentence', () => {
  it('reports a sentence, names masked, found in more than 10% of the emails, with its share', () => {
    const repeated = lintCorpus(cityEmails(50, (i) => i % 5 === 0)); // 10 of 50
    expect(repeated).toEqual([
      {
        rule: 'repeated_sentence',
        message:
          "'Would you have 15 minutes this week?' is in 50 of 50 emails (100%): owners compare notes, and a line they've all received reads as a mass mailing. Say it in this restaurant's own words.",
        sentence: 'Would you have 15 minutes this week?',
        emails: 50,
        share: 1,
      },
      expect.objectContaining({ sentence: 'I help places like <name> turn tables faster.', emails: 10, share: 0.2 }),
    ]);
  });

  it('lets a sentence in exactly 10% of the emails pass, and flags it at one more', () => {
    const sentences = (emails: CorpusEmail[]) => lintCorpus(emails).map((r) => r.sentence);
    expect(sentences(cityEmails(50, (i) => i < 5))).not.toContain('I help places like <name> turn tables faster.');
    expect(sentences(cityEmails(50, (i) => i < 6))).toContain('I help places like <name> turn tables faster.');
  });

  it("doesn't count the greeting line, the sign-off, the signature or the footer, which every email shares by design", () => {
    const sentences = lintCorpus(cityEmails(20, () => false)).map((r) => r.sentence);
    expect(sentences).toEqual(['Would you have 15 minutes this week?']);
  });

  it('counts a sentence once per email however often it says it, and takes another limit', () => {
    const emails = cityEmails(10, () => false).map((e) => ({
      ...e,
      body: `Thanks for reading. Thanks for reading. ${e.body}`,
    }));
    emails[0] = { ...emails[0]!, body: `I like your patio. ${emails[0]!.body}` };
    expect(lintCorpus(emails, 0.5).map((r) => [r.sentence, r.emails])).toEqual([
      ['Thanks for reading.', 10],
      ['Would you have 15 minutes this week?', 10],
    ]);
  });

  it('applies only from 10 emails on', () => {
    expect(lintCorpus(cityEmails(9, () => true))).toEqual([]);
    expect(lintCorpus(cityEmails(10, () => true))).not.toEqual([]);
  });
});
