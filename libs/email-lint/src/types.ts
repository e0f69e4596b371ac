/*
 * What the linter reads and what it says back: the rules a sales manager applies to a cold email
 * before it goes to a restaurant owner, each named so a report can count them.
 */

/** The manager's rules, one name each (`repeated_sentence` applies to a set of emails, not to one). */
export type EmailLintRule =
  'one_ask' | 'one_sign_off' | 'greeting_is_a_person' | 'no_forced_tie' | 'length' | 'repeated_sentence';

/** A rule the email breaks, with what the manager would tell the rep, in plain words. */
export interface EmailLintViolation {
  rule: EmailLintRule;
  message: string;
}

/** The email as the rep would send it (the body may still carry the legal footer). */
export interface EmailToLint {
  subject: string;
  body: string;
}

/** Someone the restaurant's pages name, whom the email may greet. */
export interface LintPerson {
  name: string;
  role: string | null;
}

/** What was read about the restaurant: the details an email must not force its offer onto. */
export interface RestaurantFacts {
  dishes?: string[];
  rating?: number | null;
  hours?: string[];
}

/** Who sends the email and whom the restaurant's pages name. */
export interface EmailLintContext {
  /** The rep's name as the email should be signed; null when the account has none. */
  senderName: string | null;
  people: LintPerson[];
  facts?: RestaurantFacts;
}

/** One rule over one email: a violation, or null when the email keeps it. */
export type EmailRule = (body: string, context: EmailLintContext) => EmailLintViolation | null;
