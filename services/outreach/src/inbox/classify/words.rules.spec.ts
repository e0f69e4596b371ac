import { wordsVerdict } from './words.rules.js';

describe("what a person's words say", () => {
  it.each([
    ['Please remove me from your list.', 'remove me'],
    ['Can you take me off your mailing list?', 'take me off'],
    ['If you could unsubscribe me, that would be great.', 'unsubscribe me'],
    ['UNSUBSCRIBE', 'unsubscribe'],
    ['Stop emailing me.', 'stop emailing'],
    ['Do not contact us again.', 'do not contact'],
    ['Don’t email me again.', "don't email"],
    ['No more emails please', 'no more emails'],
    ['Por favor no me envíen más correos.', 'no me envien'],
    ['Quítenme de su lista.', 'quitenme de su lista'],
    ['Favor de dar de baja este correo.', 'dar de baja'],
    ['No thanks. Please remove me.', 'remove me'],
  ])('%j is an opt-out: "%s"', (text, words) => {
    expect(wordsVerdict(text)).toEqual({ kind: 'opt_out', rule: `Words: "${words}"` });
  });

  it.each([
    ['Not interested.', 'not interested'],
    ['No thanks', 'no thanks'],
    ['No, thank you. We are all set.', 'no, thank you'],
    ["We're all set for now.", "we're all set"],
    ['We already have a provider.', 'we already have'],
    ['We are happy with our current system.', 'we are happy with'],
    ['Not at this time.', 'not at this time'],
    ['No estamos interesados.', 'no estamos interesados'],
    ['No nos interesa, gracias.', 'no nos interesa'],
    ['No gracias.', 'no gracias'],
    ["We aren't interested, thanks.", "aren't interested"],
    ['Not really interested at the moment.', 'not really interested'],
  ])('%j is not interested: "%s"', (text, words) => {
    expect(wordsVerdict(text)).toEqual({ kind: 'not_interested', rule: `Words: "${words}"` });
  });

  it.each([
    ["Please don't remove me, I just can't talk this week.", null],
    ["I don't want to unsubscribe, just write less often.", null],
    // Our own footer, quoted with no mark by some mail program.
    ["Thursday works.\nDon't want these emails? Unsubscribe: https://leadgen.test/u/3f9a1c7e", null],
    // The footer of an email that copies someone: a link for each recipient.
    [
      "Thursday works.\nDon't want these emails? Unsubscribe: https://leadgen.test/u/3f9a1c7e (maria@tacos.test)\nUnsubscribe: https://leadgen.test/u/8b0c2d4e (james@tacos.test, copied)",
      null,
    ],
    ["If we're not interested, we'll tell you.", null],
    ['Sounds good, Thursday works.', null],
    ['', null],
  ])('%j says neither', (text, verdict) => {
    expect(wordsVerdict(text)).toBe(verdict);
  });

  it.each([
    ["We're not interested in switching, but call me in March.", 'not interested', 'call me'],
    ['Not interested in delivery, but interested in online ordering.', 'not interested', 'interested in'],
    ["We aren't interested in delivery, but send me pricing for pickup.", "aren't interested", 'send me pricing'],
    ["Don't email me, call me at (512) 555-0142.", "don't email", 'call me'],
    ['No gracias por ahora, pero llámeme en enero.', 'no gracias', 'llameme'],
  ])('%j says no but asks for more: a reply for the rep to read', (text, no, ask) => {
    expect(wordsVerdict(text)).toEqual({
      kind: 'reply',
      rule: `A person's answer: "${no}" but also "${ask}", for the rep to read`,
    });
  });

  it('does not take a denied ask for one', () => {
    expect(wordsVerdict("Not interested. Don't call me either.")?.kind).toBe('not_interested');
    expect(wordsVerdict('No me interesa.')?.kind).toBe('not_interested');
  });
});
