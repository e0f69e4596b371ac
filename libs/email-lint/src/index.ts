export * from './types.js';
export * from './lint-email.js';
export * from './lint-corpus.js';
export * from './rules/one-ask.js';
export * from './rules/one-sign-off.js';
export * from './rules/greeting-is-a-person.js';
export * from './rules/no-forced-tie.js';
export * from './rules/length.js';
export type { FactKind, FactMention } from './text/fact-mentions.js';
