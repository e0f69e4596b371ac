import { checkAddress, isIpLiteral, normaliseHost } from './address-policy.js';

describe('checkAddress', () => {
  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '151.101.1.69',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '2001:4860:4860::8888',
  ])('allows global unicast %s', (a) => {
    expect(checkAddress(a).allowed).toBe(true);
  });
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['64:ff9b::808:808', 'rfc6052'],
    ['64:ff9b:1::7f00:1', 'rfc6052'],
    ['::7f00:1', 'notGlobalUnicast'],
    ['::808:808', 'notGlobalUnicast'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['2002:a00:1::', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'segmentRouting'],
    ['4000::1', 'notGlobalUnicast'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['fe80::1%eth0', 'linkLocal'],
    ['not-an-ip', 'invalid'],
  ])('refuses %s (%s)', (a, range) => {
    expect(checkAddress(a)).toEqual({ allowed: false, range });
  });
  it.each(['::127.0.0.1', '::8.8.8.8', '[::127.0.0.1]', '::0.0.0.1'])(
    'refuses the IPv4-compatible form %s however it is written',
    (a) => {
      expect(checkAddress(a).allowed).toBe(false);
    },
  );
  it('refuses non-canonical IPv4 forms a resolver should never return', () => {
    expect(checkAddress('127.1').allowed).toBe(false);
  });
});

describe('host helpers', () => {
  it('normalises hosts and IP literals', () => {
    expect(normaliseHost(' Example.COM. ')).toBe('example.com');
    expect(normaliseHost('[::FFFF:7f00:1]')).toBe('::ffff:7f00:1');
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
  });
});
