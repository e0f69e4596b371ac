import { decodeTokenPayload, landingAfterSignIn, sessionFromToken, userDisplayName } from './session.logic.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
const NOW = 1_800_000_000;

describe('decodeTokenPayload', () => {
  it('reads the middle part of a three-part token', () => {
    expect(decodeTokenPayload(token({ a: 1 }))).toEqual({ a: 1 });
  });

  it.each([
    ['a non-string', 42],
    ['no dot', 'abcdef'],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', 'a..c'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['a payload that is not an object', `a.${b64url([1, 2])}.c`],
  ])('returns null for %s', (_label, value) => {
    expect(decodeTokenPayload(value)).toBeNull();
  });

  it('decodes UTF-8 names', () => {
    expect(decodeTokenPayload(token({ first_name: 'Zoë' }))).toEqual({ first_name: 'Zoë' });
  });
});

describe('sessionFromToken', () => {
  const SID = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
  const claims = {
    user_id: 'u1',
    sid: SID,
    email: 'rep@example.com',
    first_name: 'Rae',
    last_name: 'Rep',
    exp: NOW + 60,
  };

  it('builds the user from the claims', () => {
    const t = token(claims);
    expect(sessionFromToken(t, NOW)).toEqual({
      token: t,
      exp: NOW + 60,
      user: { id: 'u1', email: 'rep@example.com', first_name: 'Rae', last_name: 'Rep' },
    });
  });

  it('defaults missing names to empty strings', () => {
    expect(sessionFromToken(token({ user_id: 'u1', sid: SID, email: 'a@b.co', exp: NOW + 1 }), NOW)?.user).toEqual({
      id: 'u1',
      email: 'a@b.co',
      first_name: '',
      last_name: '',
    });
  });

  it('discards an expired token, comparing in seconds', () => {
    expect(sessionFromToken(token({ ...claims, exp: NOW }), NOW)).toBeNull();
    expect(sessionFromToken(token({ ...claims, exp: NOW - 1 }), NOW)).toBeNull();
    expect(sessionFromToken(token({ ...claims, exp: NOW + 1 }), NOW)).not.toBeNull();
  });

  it('discards a token without expiry, user id or session id', () => {
    const { exp: _exp, ...noExp } = claims;
    const { user_id: _id, ...noUser } = claims;
    const { sid: _sid, ...noSession } = claims;
    expect(sessionFromToken(token(noExp), NOW)).toBeNull();
    expect(sessionFromToken(token(noUser), NOW)).toBeNull();
    expect(sessionFromToken(token(noSession), NOW)).toBeNull();
  });

  it('discards malformed tokens', () => {
    expect(sessionFromToken('not-a-token', NOW)).toBeNull();
    expect(sessionFromToken(null, NOW)).toBeNull();
  });
});

describe('userDisplayName', () => {
  it('joins the non-blank names', () => {
    expect(userDisplayName({ id: '1', email: 'e', first_name: 'Rae', last_name: 'Rep' })).toBe('Rae Rep');
    expect(userDisplayName({ id: '1', email: 'e', first_name: 'Rae', last_name: ' ' })).toBe('Rae');
    expect(userDisplayName({ id: '1', email: 'e', first_name: '', last_name: '' })).toBe('');
  });
});

describe('landingAfterSignIn', () => {
  it('returns to the workspace address opened while signed out', () => {
    expect(landingAfterSignIn('/app/search', '?city=Austin&state=TX')).toBe('/app/search?city=Austin&state=TX');
    expect(landingAfterSignIn('/app/my-leads', '?lead=abc')).toBe('/app/my-leads?lead=abc');
    // The weekly digest links to /my-leads?view=new.
    expect(landingAfterSignIn('/my-leads', '?view=new')).toBe('/app/my-leads?view=new');
  });

  it('starts the workspace from sign-in, sign-up and any other page', () => {
    expect(landingAfterSignIn('/signin', '')).toBe('/app');
    expect(landingAfterSignIn('/signup-flow', '?step=2')).toBe('/app');
    expect(landingAfterSignIn('/app', '')).toBe('/app');
    expect(landingAfterSignIn('/', '')).toBe('/app');
  });
});
