import type { EmailLintContext } from '../types.js';
import { oneSignOff } from './one-sign-off.js';

const sam: EmailLintContext = { senderName: 'Sam Rivera', people: [] };
const message = (body: string, context = sam) => oneSignOff(body, context)?.message ?? null;

describe('one sign-off', () => {
  it("passes one sign-off with the sender's name, full or first, with a title under it", () => {
    expect(message('Would you have 15 minutes?\n\nBest,\nSam Rivera\nAccount Executive, TablePoint')).toBeNull();
    expect(message('Would you have 15 minutes?\n\nCheers,\nSam')).toBeNull();
    expect(message('Would you have 15 minutes?\n\nThanks! — Sam')).toBeNull();
    expect(message('Would you have 15 minutes? — Sam')).toBeNull();
  });

  it('passes a nameless sign-off, or a team one, when the account has no name', () => {
    const nobody = { senderName: null, people: [] };
    expect(message('Would you have 15 minutes this week?\n\nBest,', nobody)).toBeNull();
    expect(message('Would that work? — the TablePoint team', nobody)).toBeNull();
  });

  it('flags an email without a sign-off', () => {
    expect(message('Would you have 15 minutes this week?')).toBe(
      "There's no sign-off: end with 'Best,' and Sam Rivera, so the owner knows who wrote.",
    );
  });

  it('flags an email signed twice, even by the same person', () => {
    expect(message('Would you have 15 minutes? — Sam\n\nBest,\nSam Rivera')).toBe(
      "It signs off twice ('— Sam' and 'Best, Sam Rivera'): sign off once, at the end, with your own name.",
    );
  });

  it('flags an email signed by two different names', () => {
    expect(message('Would you have 15 minutes? — Sam\n\nBest,\nDemo Rep')).toBe(
      "It signs off twice ('— Sam' and 'Best, Demo Rep'), under two different names (Sam and Demo Rep) and signed as Demo Rep, not Sam Rivera: sign off once, at the end, with your own name.",
    );
  });

  it("flags a sign-off without the sender's name, or with someone else's", () => {
    expect(message('Would you have 15 minutes?\n\nBest,')).toBe(
      "Your name (Sam Rivera) isn't under it: sign off once, at the end, with your own name.",
    );
    expect(message('Would you have 15 minutes?\n\nBest,\nDemo Rep')).toBe(
      'Signed as Demo Rep, not Sam Rivera: sign off once, at the end, with your own name.',
    );
    expect(message('Would that work? — the TablePoint team')).toBe(
      'Signed as the TablePoint team, not Sam Rivera: sign off once, at the end, with your own name.',
    );
  });
});
