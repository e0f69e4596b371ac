import { isDomainObject, registrationDate } from './rdap.domain.js';

describe('an RDAP domain object (RFC 9083)', () => {
  const registered = '2026-07-14T16:20:11Z';
  const object = {
    objectClassName: 'domain',
    ldhName: 'LOLA.EXAMPLE.NET',
    events: [
      { eventAction: 'expiration', eventDate: '2027-07-14T16:20:11Z' },
      { eventAction: 'registration', eventDate: registered },
      { eventAction: 'last update of RDAP database', eventDate: '2026-11-25T10:00:00Z' },
    ],
  };

  it("gives the registration event's date", () => {
    expect(isDomainObject(object)).toBe(true);
    expect(registrationDate(object)).toBe(Date.parse(registered));
  });

  it('gives no date when the registry leaves the event out or writes no readable date', () => {
    expect(registrationDate({ objectClassName: 'domain' })).toBeNull();
    expect(
      registrationDate({ ...object, events: [{ eventAction: 'registration', eventDate: 'last Tuesday' }] }),
    ).toBeNull();
    expect(registrationDate({ ...object, events: [{ eventAction: 'registration' }] })).toBeNull();
    expect(registrationDate({ ...object, events: 'registration' })).toBeNull();
  });

  it('is not an error object, an entity or a list', () => {
    expect(isDomainObject({ objectClassName: 'entity', events: [] })).toBe(false);
    expect(isDomainObject([object])).toBe(false);
    expect(isDomainObject('domain')).toBe(false);
  });
});
