import { findRoute, ROUTE_IDS, ROUTES, routesOf } from './routes.js';
import { SERVICES, SUBJECTS } from './subjects.js';

describe('route table', () => {
  it('holds every call of the product spec with its method and path', () => {
    const calls = ROUTE_IDS.map((id) => `${ROUTES[id].method} ${ROUTES[id].path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/cuisine-types',
        'POST /api/leads/search',
        'POST /api/generate_pitch_from_url',
        'POST /api/analyze_business_url',
        'POST /api/leads/export',
        'POST /api/diagnostic-analysis',
        'GET /api/stats',
        'POST /api/auth/signup',
        'POST /api/auth/verify-email',
        'POST /api/auth/resend-code',
        'POST /api/auth/signin',
        'POST /api/auth/complete-signup',
      ]),
    );
  });

  it('has no two routes on the same method and path', () => {
    const keys = ROUTE_IDS.map((id) => `${ROUTES[id].method} ${ROUTES[id].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends each service route to a subject of that service, from the constants', () => {
    const all = new Set(Object.values(SUBJECTS).flatMap((group) => Object.values(group)));
    for (const service of SERVICES) {
      for (const route of routesOf(service)) {
        expect(all.has(route.subject as never)).toBe(true);
        expect(route.subject!.startsWith(`${service}.`)).toBe(true);
      }
    }
  });

  it('requires a session on everything but sign-in, sign-up, the access check and config', () => {
    const open = ROUTE_IDS.filter((id) => !ROUTES[id].auth).map((id) => ROUTES[id].path).sort();
    expect(open).toEqual([
      '/api/access/check',
      '/api/auth/complete-signup',
      '/api/auth/resend-code',
      '/api/auth/signin',
      '/api/auth/signup',
      '/api/auth/verify-email',
      '/api/config',
    ]);
  });

  it('finds routes by method and path only', () => {
    expect(findRoute('POST', '/api/leads/search')?.id).toBe('leadSearch');
    expect(findRoute('GET', '/api/leads/search')).toBeUndefined();
    expect(findRoute('POST', '/api/leads/search/')).toBeUndefined();
  });

  it('uses dotted domain.action subjects', () => {
    for (const group of Object.values(SUBJECTS)) {
      for (const subject of Object.values(group)) expect(subject).toMatch(/^[a-z]+\.[a-z-]+$/);
    }
  });
});
