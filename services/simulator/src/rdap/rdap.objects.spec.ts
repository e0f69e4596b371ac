import { dnsBootstrap, domainObject, rdapError } from './rdap.objects.js';

describe('RDAP objects', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('dates the registration the given days before today and expires it in the future', () => {
    const o = domainObject('golden-fork-austin.example.com', 400, now, 'http://127.0.0.1/rdap/domain/x');
    const event = (action: string) => new Date(o.events.find((e) => e.eventAction === action)!.eventDate);
    expect(o).toMatchObject({ objectClassName: 'domain', ldhName: 'GOLDEN-FORK-AUSTIN.EXAMPLE.COM' });
    expect(o.rdapConformance).toContain('rdap_level_0');
    expect(event('registration').toISOString().slice(0, 10)).toBe('2025-10-21');
    expect(event('expiration').getTime()).toBeGreaterThan(now.getTime());
    expect(event('last update of RDAP database')).toEqual(now);
    expect(domainObject('golden-fork-austin.example.com', 400, now, 'x')).toEqual({ ...o, links: expect.any(Array) });
  });

  it('writes errors and the bootstrap file in their RFC shapes', () => {
    expect(rdapError(404, 'Not Found', 'no such domain')).toMatchObject({
      errorCode: 404,
      title: 'Not Found',
      description: ['no such domain'],
    });
    expect(dnsBootstrap('http://127.0.0.1:4010/rdap/', now).services).toEqual([
      [['com', 'net', 'org'], ['http://127.0.0.1:4010/rdap/']],
    ]);
  });
});
