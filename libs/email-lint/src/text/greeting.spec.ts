import { greetingOf, isGreetingOnly } from './greeting.js';

const greeted = (text: string) => greetingOf(text)?.greeted;

describe('the greeting', () => {
  it('reads whom it greets', () => {
    expect(greeted('Hi Maria,\n\nI noticed…')).toEqual({ kind: 'people', names: ['Maria'] });
    expect(greeted('Hello Maria and Ana, I noticed…')).toEqual({ kind: 'people', names: ['Maria', 'Ana'] });
    expect(greeted('Dear Ms. Lopez,')).toEqual({ kind: 'people', names: ['Ms. Lopez'] });
    expect(greeted("Hello Flores's Diner team, I'm Sam")).toEqual({ kind: 'team' });
    expect(greeted('Hi there,')).toEqual({ kind: 'anyone' });
    expect(greeted('Hi,')).toEqual({ kind: 'anyone' });
    expect(greeted("Hi there at Flores's Diner, I'm Sam")).toEqual({ kind: 'broken' });
    expect(greeted("Hi I'm Sam Rivera from TablePoint and I noticed your patio.")).toEqual({ kind: 'unclear' });
  });

  it('finds no greeting in an email that opens without one', () => {
    expect(greetingOf('I noticed your patio on Park Ave.')).toBeNull();
    expect(greetingOf('Hillary said hello.')).toBeNull();
  });

  it('tells a greeting alone from a sentence that starts with one', () => {
    expect(isGreetingOnly('Hi <name>,')).toBe(true);
    expect(isGreetingOnly('Hello there!')).toBe(true);
    expect(isGreetingOnly("Hi <name>, I'm Sam.")).toBe(false);
  });
});
