import { ENDPOINTS, fillPath, matchPath } from './endpoints.js';
import { findRoute, isKnownPath, ROUTE_IDS, ROUTES, routesOf, type RouteDef } from './routes.js';
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

  it("has a route for every endpoint and none other, with the endpoint's method and path", () => {
    expect(ROUTE_IDS).toEqual(Object.keys(ENDPOINTS));
    for (const id of ROUTE_IDS) expect({ method: ROUTES[id].method, path: ROUTES[id].path }).toEqual(ENDPOINTS[id]);
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

  it('requires a session on everything but sign-in, sign-up, the access check and request, config and the unsubscribe and digest opt-out links', () => {
    const open = ROUTE_IDS.filter((id) => !ROUTES[id].auth)
      .map((id) => ROUTES[id].path)
      .sort();
    expect(open).toEqual([
      '/api/access/check',
      '/api/access/request',
      '/api/account/digest/opt-out/{token}',
      '/api/auth/complete-signup',
      '/api/auth/resend-code',
      '/api/auth/signin',
      '/api/auth/signup',
      '/api/auth/verify-email',
      '/api/config',
      '/api/unsubscribe/{token}',
    ]);
  });

  it('finds routes by method and path only', () => {
    expect(findRoute('POST', '/api/leads/search')?.id).toBe('leadSearch');
    expect(findRoute('GET', '/api/leads/search')).toBeUndefined();
    expect(findRoute('POST', '/api/leads/search/')).toBeUndefined();
  });

  it('matches templated paths segment by segment and hands over their values', () => {
    const id = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
    expect(findRoute('DELETE', `/api/auth/sessions/${id}`)).toMatchObject({ id: 'sessionEnd', params: { id } });
    expect(findRoute('DELETE', '/api/auth/sessions/a%20b')?.params).toEqual({ id: 'a b' });
    expect(findRoute('DELETE', '/api/auth/sessions/')).toBeUndefined();
    expect(findRoute('DELETE', `/api/auth/sessions/${id}/more`)).toBeUndefined();
    expect(findRoute('GET', `/api/auth/sessions/${id}`)).toBeUndefined();
    // An exact path wins over a template that also fits it.
    expect(findRoute('POST', '/api/auth/sessions/end-others')?.id).toBe('sessionsEndOthers');
    expect(isKnownPath(`/api/auth/sessions/${id}`)).toBe(true);
    expect(isKnownPath('/api/auth/nothing')).toBe(false);
  });

  it('fills templated paths and refuses a missing value', () => {
    expect(fillPath('/api/things/{id}/parts/{part}', { id: 'a b', part: 7 })).toBe('/api/things/a%20b/parts/7');
    expect(() => fillPath('/api/things/{id}', {})).toThrow(/id/);
    expect(matchPath('/api/things/{id}', '/api/things/x')).toEqual({ id: 'x' });
  });

  it('gives every templated route a params schema naming each of its values', () => {
    for (const id of ROUTE_IDS) {
      const route = ROUTES[id] as RouteDef;
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const shape = (route.params as unknown as { shape: Record<string, unknown> } | undefined)?.shape;
      expect(Object.keys(shape ?? {}).sort()).toEqual(names.sort());
    }
  });

  it('serves My Leads: saved leads, lists, saved searches, export and the selected report', () => {
    const id = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
    expect(findRoute('POST', '/api/my-leads')?.id).toBe('myLeadsSave');
    expect(findRoute('GET', '/api/my-leads')?.id).toBe('myLeadsList');
    // The export's exact path wins over the lead's {id}.
    expect(findRoute('POST', '/api/my-leads/export')?.id).toBe('myLeadsExport');
    expect(findRoute('GET', '/api/my-leads/facets')?.id).toBe('myLeadsFacets');
    expect(findRoute('GET', '/api/my-leads/numbers')?.id).toBe('myLeadsNumbers');
    expect(findRoute('GET', `/api/my-leads/${id}`)).toMatchObject({ id: 'myLeadsGet', params: { id } });
    expect(findRoute('PATCH', `/api/my-leads/${id}`)?.id).toBe('myLeadsUpdate');
    expect(findRoute('DELETE', `/api/my-leads/${id}`)?.id).toBe('myLeadsDelete');
    expect(findRoute('POST', `/api/my-leads/${id}/notes`)?.id).toBe('myLeadsNote');
    expect(findRoute('PATCH', `/api/lists/${id}`)?.id).toBe('listsRename');
    expect(findRoute('DELETE', `/api/lists/${id}`)?.id).toBe('listsDelete');
    expect(findRoute('POST', `/api/saved-searches/${id}/run`)?.id).toBe('savedSearchesRun');
    expect(findRoute('PUT', '/api/preferences/custom-pitch-report')?.id).toBe('customPitchReportPut');
    // The selected report is kept with the rep's account, by accounts, at the same path.
    expect(findRoute('GET', '/api/preferences/custom-pitch-report')?.route).toMatchObject({
      service: 'accounts',
      subject: 'accounts.custom-pitch-report-get',
    });
    expect(ROUTES.customPitchReportPut).toMatchObject({
      service: 'accounts',
      subject: 'accounts.custom-pitch-report-put',
    });
    expect(
      routesOf('leads')
        .filter((r) => r.query)
        .map((r) => r.path)
        .sort(),
      // The list's filters, the facets counted under the same filters, the numbers' and the team report's period, and how far back 'New this week' reads.
    ).toEqual([
      '/api/my-leads',
      '/api/my-leads/facets',
      '/api/my-leads/numbers',
      '/api/team/report',
      '/api/watch/changes',
    ]);
  });

  it('uses dotted domain.action subjects', () => {
    for (const group of Object.values(SUBJECTS)) {
      for (const subject of Object.values(group)) expect(subject).toMatch(/^[a-z]+\.[a-z-]+$/);
    }
  });
});
