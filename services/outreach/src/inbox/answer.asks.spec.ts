import { answerAsks, type Copied } from './answer.asks.js';

const FROM = 'james@tacoloco.com';
const asks = (text: string) => answerAsks(text, FROM, 'Taco Loco');

describe('what a reply asks of the rep', () => {
  it('hands the rep on to a colleague, named as the reply names them', () => {
    expect(
      asks(
        "Thanks for reaching out. I'm not the right person for this: Maria Lopez, our general manager, looks after it. Best to email maria.lopez@tacoloco.com.\n\nJames",
      ),
    ).toEqual({ kind: 'referral', name: 'Maria Lopez', address: 'maria.lopez@tacoloco.com' });
    expect(asks('Please contact Dana Whitfield (GM) at gm@tacoloco.com, she handles vendors.')).toEqual({
      kind: 'referral',
      name: 'Dana Whitfield',
      address: 'gm@tacoloco.com',
    });
    expect(asks('That would be our owner.\nYou can reach him at Ray@TacoLoco.com')).toEqual({
      kind: 'referral',
      name: 'Ray',
      address: 'ray@tacoloco.com',
    });
  });

  it('names the colleague in full where the reply said it before a short form', () => {
    expect(asks('That would be Maria Delgado, our owner. You can reach Maria at mdelgado@tacoloco.com.')).toEqual({
      kind: 'referral',
      name: 'Maria Delgado',
      address: 'mdelgado@tacoloco.com',
    });
    expect(
      asks(
        'Hi,\n\nThis one is for Grace Kim, the owner. Best to email grace@tacoloco.com and Grace will take it from there.',
      ),
    ).toMatchObject({ name: 'Grace Kim', address: 'grace@tacoloco.com' });
  });

  it('never takes the rep greeted, or an address in a signature, for the colleague', () => {
    expect(asks('Hi Sam,\n\nPlease contact maria@tacoloco.com about this.')).toMatchObject({ name: 'Maria' });
    expect(asks('Hi Sam,\n\nEmail events@tacoloco.com for this.')).toMatchObject({ name: null });
    // Their own address in their signature, or a reservations line, hands nobody on.
    expect(asks(`Sure, call me Tuesday afternoon.\n\nJames\n${FROM}`)).toMatchObject({ kind: 'time' });
    expect(asks('Sounds interesting.\n\nJames Ortiz\nTaco Loco\ninfo@tacoloco.com | (512) 555-0101')).toBeNull();
    expect(asks('Sounds interesting.\n\nJames\nEmail: info@tacoloco.com\nContact us: events@tacoloco.com')).toBeNull();
  });

  it('hears a colleague they loop in: copied on the reply and named with words that hand on', () => {
    const maria = { address: 'Maria.Lopez@tacoloco.com', name: 'Maria Lopez' };
    const looped = (text: string, copied = [maria]) => answerAsks(text, FROM, 'Taco Loco', copied);
    const her = { kind: 'referral', name: 'Maria Lopez', address: 'maria.lopez@tacoloco.com' };
    expect(looped('Thanks! Looping in Maria, our GM, she handles vendor stuff.\n\nJames')).toEqual(her);
    expect(looped("Adding Maria here. She's the one to talk to.")).toEqual(her);
    expect(looped("Maria (cc'd) looks after this for us.")).toEqual(her);
    expect(looped('Sounds good, I copied our manager Maria on this.')).toEqual(her);
    expect(looped('Hi,\n\nCopying Maria Lopez, the general manager, who can take it from here.')).toEqual(her);
    // Copied under an inbox's name, or none: the given name the address carries.
    expect(looped('Looping in Maria for this.', [{ address: 'maria@tacoloco.com', name: 'Taco Loco Office' }])).toEqual(
      { kind: 'referral', name: 'Maria', address: 'maria@tacoloco.com' },
    );
    // Copied but not handed on to ('Maria and I liked your note'), not named, or their own address: nobody.
    expect(looped('Maria and I liked your note.')).toBeNull();
    expect(looped('Sure, tell me more.')).toBeNull();
    expect(looped('Looping in the team.', [{ address: FROM, name: 'James Ortiz' }])).toBeNull();
    // An address written in their words still wins over whom they copied.
    expect(looped('Please contact Dana at dana@tacoloco.com, she handles vendors.')).toMatchObject({
      address: 'dana@tacoloco.com',
    });
  });

  it('hears a colleague they loop in by role alone, the one person their answer copies', () => {
    const maria = { address: 'Maria.Lopez@tacoloco.com', name: 'Maria Lopez' };
    const looped = (text: string, copied: Copied[] = [maria]) => answerAsks(text, FROM, 'Taco Loco', copied);
    const her = { kind: 'referral', name: 'Maria Lopez', address: 'maria.lopez@tacoloco.com' };
    expect(looped('Looping in our GM, she decides on this.\n\nJames')).toEqual(her);
    expect(looped("Thanks. I've cc'd my manager, who can help.")).toEqual(her);
    expect(looped('Adding the owner here.')).toEqual(her);
    expect(looped('Hi,\n\nCopying our general manager. Best,\nJames')).toEqual(her);
    // Copied under an inbox's name: the given name the address carries, or no name at all.
    expect(looped('Looping in our GM.', [{ address: 'maria@tacoloco.com', name: 'Taco Loco Office' }])).toEqual({
      kind: 'referral',
      name: 'Maria',
      address: 'maria@tacoloco.com',
    });
    expect(looped('Looping in our GM.', [{ address: 'gm@tacoloco.com', name: null }])).toEqual({
      kind: 'referral',
      name: null,
      address: 'gm@tacoloco.com',
    });
    // Two people copied, no loop-in words, a role with no loop-in, or only themself copied: nobody.
    expect(looped('Looping in our GM.', [maria, { address: 'sam@tacoloco.com', name: 'Sam Park' }])).toBeNull();
    expect(looped('Our GM liked your note, thanks.')).toBeNull();
    // The one looped in writing back, copying the one who looped them in: nobody new.
    expect(looped('Thanks for adding me, my partner and I will take a look.')).toBeNull();
    expect(looped('I run this with my partner. Call me Thursday.')).toMatchObject({ kind: 'time' });
    expect(looped('Looping in our GM.', [{ address: FROM, name: 'James Ortiz' }])).toBeNull();
  });

  it('takes up a day and time they propose', () => {
    expect(asks('Sounds good, call me Thursday around 3 at (206) 555-0146.')).toEqual({
      kind: 'time',
      time: { when: 'Thursday around 3', call: true, phone: '(206) 555-0146' },
    });
  });

  it('hears a request for information, and whether it asks the price', () => {
    expect(asks('Can you send me some more info?')).toEqual({ kind: 'info', price: false });
    expect(asks('Could you email me more details on how it works and the pricing?')).toEqual({
      kind: 'info',
      price: true,
    });
    expect(asks('What would this cost us? Send over some details.')).toEqual({ kind: 'info', price: true });
    expect(asks("How much is it? We're a small place.")).toEqual({ kind: 'info', price: true });
  });

  it('hears a yes to the time already set, and not a first yes with no time yet', () => {
    for (const yes of ['Great, talk to you then.', 'Perfect, thanks. Talk soon.\n\nJames', 'Works for me. Talk then.'])
      expect(asks(yes)).toEqual({ kind: 'confirmed' });
    expect(asks('Sounds good.')).toBeNull();
    expect(asks('Great, talk then. Can you also send the pricing?')).toEqual({ kind: 'info', price: true });
  });

  it('asks nothing of a plain yes', () => {
    expect(asks('Sounds interesting.')).toBeNull();
    expect(asks('')).toBeNull();
  });
});
