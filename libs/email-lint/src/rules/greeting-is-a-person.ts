/*
 * The greeting names a real person, or greets the team. "Hello Fried," (a word of the restaurant's
 * name taken for a first name) or "Hi Maria," when no Maria works there tells the owner the email
 * was written by a machine that guessed; and "Hi there at Flores's Diner," is not English.
 */
import type { EmailRule, LintPerson } from '../types.js';
import { greetingOf } from '../text/greeting.js';
import { samePerson } from '../text/names.js';
import { ownText } from '../text/own-text.js';
import { listed } from '../text/quote.js';

/** Whether a greeted name is one of the people the restaurant's pages name (first names, or a title and last name). */
const isSomeoneThere = (name: string, people: LintPerson[]) => people.some((p) => samePerson(name, p.name));

export const greetingIsAPerson: EmailRule = (body, { people }) => {
  const greeting = greetingOf(ownText(body));
  if (!greeting) return null;
  const { greeted } = greeting;
  if (greeted.kind === 'broken') {
    const place = greeting.text.replace(/^\S+\s+there\s+at\s+/i, '');
    return {
      rule: 'greeting_is_a_person',
      message: `'${greeting.text},' doesn't read as a greeting: greet a person by name, or the team ('Hello ${place} team,').`,
    };
  }
  if (greeted.kind !== 'people') return null;
  const strangers = greeted.names.filter((n) => !isSomeoneThere(n, people));
  if (!strangers.length) return null;
  const said = `'${greeting.text},' greets ${listed(strangers)}`;
  const message = people.length
    ? `${said}, who isn't one of the people named on the restaurant's pages (${listed(people.map((p) => p.name))}): greet one of them, or the team.`
    : `${said}, but the restaurant's pages name no one: greet the team instead.`;
  return { rule: 'greeting_is_a_person', message };
};
