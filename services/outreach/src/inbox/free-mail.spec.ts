import { domainOf, isFreeMail } from './free-mail.js';

describe('free-mail domains', () => {
  it('are never taken for a restaurant', () => {
    for (const d of ['gmail.com', 'Yahoo.com', 'hotmail.co.uk', 'icloud.com', 'comcast.net'])
      expect(isFreeMail(d)).toBe(true);
  });
  it('leave a restaurant domain matchable', () => {
    expect(isFreeMail('casaverde.example')).toBe(false);
    expect(domainOf('Owner@CasaVerde.example')).toBe('casaverde.example');
  });
});
