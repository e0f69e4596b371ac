/*
 * The manager's read of one cold email: every rule at once, each saying what it would tell the rep.
 */
import type { EmailLintContext, EmailLintRule, EmailLintViolation, EmailRule, EmailToLint } from './types.js';
import { greetingIsAPerson } from './rules/greeting-is-a-person.js';
import { rightLength } from './rules/length.js';
import { noForcedTie } from './rules/no-forced-tie.js';
import { oneAsk } from './rules/one-ask.js';
import { oneSignOff } from './rules/one-sign-off.js';

/** The rules of one email, in the order a manager reads it: greeting, body, ask, sign-off, then length. */
export const EMAIL_RULES: ReadonlyArray<readonly [EmailLintRule, EmailRule]> = [
  ['greeting_is_a_person', greetingIsAPerson],
  ['no_forced_tie', noForcedTie],
  ['one_ask', oneAsk],
  ['one_sign_off', oneSignOff],
  ['length', rightLength],
];

/**
 * What a sales manager would send back about this email, at most one violation per rule; none
 * when it can go out. The subject is not judged (yet): every rule reads the body.
 */
export function lintEmail(email: EmailToLint, context: EmailLintContext): EmailLintViolation[] {
  return EMAIL_RULES.flatMap(([, rule]) => {
    const violation = rule(email.body, context);
    return violation ? [violation] : [];
  });
}
