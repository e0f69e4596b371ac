/*
 * One sign-off, with the sender's name once: "Best,\nSam Rivera". A generated opener that signs
 * "— Sam" above a composer's "Best,\nDemo Rep" is signed twice, by two people, and the owner can't
 * tell who wrote to them.
 */
import type { EmailRule } from '../types.js';
import { samePerson } from '../text/names.js';
import { ownText } from '../text/own-text.js';
import { listed } from '../text/quote.js';
import { signOffsOf } from '../text/sign-offs.js';

const times = (n: number) => (n === 2 ? 'twice' : `${n} times`);
const howMany = (n: number) => ['no', 'one', 'two', 'three', 'four'][n] ?? String(n);

/** The names signed, one per person ("Sam" and "Sam Rivera" are one). */
function peopleSigned(names: string[]): string[] {
  return names.reduce<string[]>((people, n) => (people.some((p) => samePerson(p, n)) ? people : [...people, n]), []);
}

/** What is wrong with how it is signed, in the manager's words; empty when nothing is. */
function signingProblems(names: string[], senderName: string | null): string[] {
  const people = peopleSigned(names);
  const problems: string[] = [];
  // Signed twice by the same person is said by the count of sign-offs already.
  if (people.length > 1) problems.push(`under ${howMany(people.length)} different names (${listed(people)})`);
  if (!senderName) return problems;
  if (!names.length) problems.push(`your name (${senderName}) isn't under it`);
  const strangers = people.filter((p) => !samePerson(p, senderName));
  if (strangers.length) problems.push(`signed as ${listed(strangers)}, not ${senderName}`);
  return problems;
}

export const oneSignOff: EmailRule = (body, { senderName }) => {
  const offs = signOffsOf(ownText(body));
  if (!offs.length) {
    return {
      rule: 'one_sign_off',
      message: `There's no sign-off: end with 'Best,' and ${senderName ?? 'your name'}, so the owner knows who wrote.`,
    };
  }
  const problems = [
    ...(offs.length > 1 ? [`it signs off ${times(offs.length)} (${listed(offs.map((o) => `'${o.text}'`))})`] : []),
    ...signingProblems(
      offs.flatMap((o) => (o.name ? [o.name] : [])),
      senderName,
    ),
  ];
  if (!problems.length) return null;
  const said = listed(problems);
  return {
    rule: 'one_sign_off',
    message: `${said[0]!.toUpperCase()}${said.slice(1)}: sign off once, at the end, with your own name.`,
  };
};
