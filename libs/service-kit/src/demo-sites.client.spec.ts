import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { createSiteReader } from '@leadgen/site-reader';
import { of, NEVER, throwError } from 'rxjs';
import { demoSitesFor } from './demo-sites.client.js';

const settings = { DEMO_MODE: true, NODE_ENV: 'test', SITE_FETCH_TIMEOUT_MS: 300 };
const page = {
  found: true,
  status: 200,
  content_type: 'text/html',
  body: '<html><title>Lola</title><body>Lola</body></html>',
  delay_ms: 0,
};

/** A NATS client whose answers the test decides; it records what was sent. */
function clientAnswering(
  answer: () => ReturnType<ClientProxy['send']>,
): ClientProxy & { sent: Array<{ subject: string; payload: unknown }> } {
  const sent: Array<{ subject: string; payload: unknown }> = [];
  return Object.assign(
    {
      send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), answer()),
    } as unknown as ClientProxy,
    { sent },
  );
}

describe('demo websites through the leads service', () => {
  it('is off outside demo mode and in production, whatever the client', () => {
    const client = clientAnswering(() => of(page));
    expect(demoSitesFor({ ...settings, DEMO_MODE: false }, client)).toBe('off');
    expect(demoSitesFor({ ...settings, NODE_ENV: 'production' }, client)).toBe('off');
    expect(client.sent).toEqual([]);
  });

  it('asks leads.demo-site-page for the page, in the standard request envelope', async () => {
    const client = clientAnswering(() => of(page));
    const reader = createSiteReader({ demoSites: demoSitesFor(settings, client) });
    expect((await reader.fetchPage('https://lola.example.net/')).html).toContain('Lola');
    expect(client.sent).toEqual([
      {
        subject: SUBJECTS.leads.demoSitePage,
        payload: { request_id: expect.any(String), caller: null, ip: '', body: { url: 'https://lola.example.net/' } },
      },
    ]);
  });

  it.each([
    [
      'no responders',
      () =>
        throwError(
          () =>
            new Error('Empty response. There are no subscribers listening to that message ("leads.demo-site-page")'),
        ),
      'FETCH_FAILED',
    ],
    ['an answer in the wrong shape', () => of({ hello: 'world' }), 'FETCH_FAILED'],
    ['no answer at all', () => NEVER, 'TIMEOUT'],
  ])('leads giving %s is a reader error, not a crash', async (_label, answer, code) => {
    const reader = createSiteReader({
      timeoutMs: 300,
      demoSites: demoSitesFor(settings, clientAnswering(answer as never)),
    });
    await expect(reader.fetchPage('https://lola.example.net/')).rejects.toMatchObject({ code });
  });
});
