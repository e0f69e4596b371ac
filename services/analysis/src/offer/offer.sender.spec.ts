import { madeFromAccount } from './offer.sender.js';

describe("a sender name made from the account, not a person's", () => {
  it.each([
    ['E2e', 'e2e@example.com'],
    ['Bench', 'bench-pitches@example.com'],
    ['rep42', 'someone@example.com'],
    ['sam_rivera', 'x@example.com'],
    ['The TableTech team', 'maria@example.com'],
    ['  ', 'maria@example.com'],
  ])('%s (account %s)', (name, email) => {
    expect(madeFromAccount(name, email)).toBe(true);
  });

  it.each([
    ['Maria Lopez', 'maria.lopez@example.com'],
    ['Maria Lopez', 'e2e@example.com'],
    ['Sam', 'rivera@example.com'],
    ["Seán O'Brien", 'sean@example.com'],
  ])("keeps a person's name: %s (account %s)", (name, email) => {
    expect(madeFromAccount(name, email)).toBe(false);
  });
});
