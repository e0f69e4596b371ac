import { createApiClient } from './client.js';
import { EARLIER_ROUTE_IDS, ENDPOINTS, type EndpointId } from './endpoints.js';
import { ROUTE_IDS } from './routes.js';

describe('routes renamed so a feature goes by one word', () => {
  const renamed = Object.entries(EARLIER_ROUTE_IDS) as [EndpointId, string][];

  it('answer their earlier id too, with the same method and path, for a remote built before', () => {
    const table = ENDPOINTS as Record<string, unknown>;
    for (const [id, earlier] of renamed) {
      expect(table[earlier]).toBe(ENDPOINTS[id]);
      expect(!!table[earlier]).toBe(true);
    }
    expect(ENDPOINTS.outreachOutbox).toEqual({ method: 'GET', path: '/api/outreach/emails' });
    expect(ENDPOINTS.myLeadsContactsFind).toEqual({ method: 'POST', path: '/api/my-leads/{id}/contacts/read' });
  });

  it('are listed once, by their new id: the route table, the gateway and the API docs never see the earlier one', () => {
    const earlier = renamed.map(([, old]) => old);
    expect(Object.keys(ENDPOINTS)).toEqual(expect.not.arrayContaining(earlier));
    expect(ROUTE_IDS).toEqual(expect.not.arrayContaining(earlier));
    expect(ROUTE_IDS).toEqual(expect.arrayContaining(renamed.map(([id]) => id)));
  });

  it("reach the same path through the shell's client when a remote calls by the earlier id", async () => {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ emails: [], total: 0 }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://gw', fetch });
    // What a remote built before the rename asks for.
    await api.call('outreachEmails' as 'outreachOutbox');
    await api.call('outreachOutbox');
    expect(urls).toEqual(['http://gw/api/outreach/emails', 'http://gw/api/outreach/emails']);
  });
});
