import { UNSUBSCRIBE_DONE_MESSAGE, UNSUBSCRIBE_NEUTRAL_MESSAGE } from '@leadgen/contracts';
import { doneWords, isUnsubscribePath, tokenFromPath } from './unsubscribe.logic.js';

describe('the unsubscribe link', () => {
  it('reads the token from the address as the email wrote it', () => {
    expect(tokenFromPath('/unsubscribe/AbC-_9xyz')).toBe('AbC-_9xyz');
    expect(tokenFromPath('/unsubscribe/AbC-_9xyz/')).toBe('AbC-_9xyz');
    expect(tokenFromPath('/unsubscribe/a%20b')).toBe('a b');
  });

  it('gives an empty token for an address without one, which the server answers neutrally', () => {
    expect(tokenFromPath('/unsubscribe')).toBe('');
    expect(tokenFromPath('/unsubscribe/a/b')).toBe('');
    expect(tokenFromPath('/unsubscribe/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('is the unsubscribe page only under /unsubscribe', () => {
    expect(isUnsubscribePath('/unsubscribe/x')).toBe(true);
    expect(isUnsubscribePath('/unsubscribe')).toBe(true);
    expect(isUnsubscribePath('/unsubscribed')).toBe(false);
    expect(isUnsubscribePath('/app')).toBe(false);
  });
});

describe('the unsubscribe page once the server answered', () => {
  it('names the sender the recipient unsubscribed from', () => {
    expect(doneWords({ message: UNSUBSCRIBE_DONE_MESSAGE, sender: 'Ana Ruiz <ana@tabletech.example>' })).toBe(
      "You're unsubscribed from emails from Ana Ruiz <ana@tabletech.example>.",
    );
    expect(doneWords({ message: UNSUBSCRIBE_DONE_MESSAGE, sender: 'Tabletech.' })).toBe(
      "You're unsubscribed from emails from Tabletech.",
    );
  });

  it("says the server's words when no sender is named, the neutral ones for an unknown link", () => {
    expect(doneWords({ message: UNSUBSCRIBE_NEUTRAL_MESSAGE })).toBe(UNSUBSCRIBE_NEUTRAL_MESSAGE);
    expect(doneWords({ message: UNSUBSCRIBE_NEUTRAL_MESSAGE, sender: null })).toBe(UNSUBSCRIBE_NEUTRAL_MESSAGE);
    expect(doneWords({ message: UNSUBSCRIBE_DONE_MESSAGE, sender: ' ' })).toBe(UNSUBSCRIBE_DONE_MESSAGE);
  });
});
