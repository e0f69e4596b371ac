import { digestSavedMessage, lastSentText } from './digest.logic.js';

describe('the weekly digest setting', () => {
  it('says whether the digest is now on or off', () => {
    expect(digestSavedMessage(true)).toBe('Weekly digest turned on: it comes by email once a week.');
    expect(digestSavedMessage(false)).toBe('Weekly digest turned off: no more digest emails.');
  });

  it('says when the last digest went, nothing before the first', () => {
    expect(lastSentText('2026-12-01T13:00:00Z')).toBe('Last sent December 1, 2026');
    expect(lastSentText(null)).toBe('');
    expect(lastSentText(undefined)).toBe('');
  });
});
