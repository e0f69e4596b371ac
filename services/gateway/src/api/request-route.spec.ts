import type { Request } from 'express';
import { routeOfRequest } from './request-route.js';

const request = (method: string, path: string) => ({ method, path }) as Request;

describe('routeOfRequest', () => {
  it("finds the route table's entry for the request's method and path", () => {
    expect(routeOfRequest(request('POST', '/api/leads/search'))?.id).toBe('leadSearch');
    expect(routeOfRequest(request('GET', '/api/nothing-here'))).toBeUndefined();
  });

  it('answers the same request the same way each time it is asked', () => {
    const req = request('GET', '/api/cuisine-types');
    const first = routeOfRequest(req);
    expect(first?.id).toBe('cuisineTypes');
    expect(routeOfRequest(req)).toBe(first);
  });
});
