import { nextPageToken, pageOffset } from './places.token.js';

describe('page tokens', () => {
  const request = {
    textQuery: 'restaurants in Boise, ID',
    locationBias: { circle: { center: { latitude: 43.6, longitude: -116.2 }, radius: 500 } },
  };

  it('carry where the next page starts, for the same search only (page size may differ)', () => {
    const token = nextPageToken(request, 20);
    expect(pageOffset({ ...request, pageToken: token })).toBe(20);
    expect(pageOffset({ ...request, pageSize: 5, pageToken: token })).toBe(20);
    expect(() => pageOffset({ ...request, textQuery: 'pizza in Boise, ID', pageToken: token })).toThrow(
      /does not belong to this request/,
    );
    const moved = { ...request.locationBias.circle, radius: 600 };
    expect(() => pageOffset({ ...request, locationBias: { circle: moved }, pageToken: token })).toThrow();
  });

  it('refuse a token that is not one of ours, or was altered', () => {
    expect(() => pageOffset({ ...request, pageToken: 'abc' })).toThrow(/Invalid page token/);
    const token = Buffer.from(nextPageToken(request, 20), 'base64url').toString().replace(/^20/, '40');
    expect(() => pageOffset({ ...request, pageToken: Buffer.from(token).toString('base64url') })).toThrow(
      /Invalid page token/,
    );
    expect(pageOffset(request)).toBe(0);
  });
});
