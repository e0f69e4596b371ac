import { RpcException } from '@nestjs/microservices';
import { DEMO_SITE_OFF_MESSAGE } from '@leadgen/contracts';
import { LeadsEnvSchema } from '../env.js';
import { generateDemoData } from '../providers/demo/demo.generator.js';
import { DemoProvider } from '../providers/demo/demo.provider.js';
import type { LeadProvider } from '../providers/lead.provider.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { DemoSitesHandler, NOT_A_DEMO_ADDRESS_MESSAGE } from './demo-sites.handler.js';

const ask = (handler: DemoSitesHandler, url: string) =>
  handler.page({ request_id: 'r1', caller: null, ip: '', body: { url } });
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as RpcException).getError();
  }
  throw new Error('expected an error');
};

describe('leads.demo-site-page handler', () => {
  const data = generateDemoData();
  const demo = new DemoProvider(data, new Scorer());
  const firstSite = data.rows.find((r) => r.w && !r.b)!.w!;

  it('answers a demo site’s page in demo mode, and found: false for a demo-domain host no site has', () => {
    const handler = new DemoSitesHandler(LeadsEnvSchema.parse({}), demo);
    expect(ask(handler, firstSite)).toMatchObject({ found: true });
    expect(ask(handler, 'https://no-restaurant-here.example.org/')).toMatchObject({ found: false });
  });

  it('refuses an address outside the reserved demo domains', () => {
    const handler = new DemoSitesHandler(LeadsEnvSchema.parse({}), demo);
    for (const url of ['https://www.google.com/', 'http://127.0.0.1:8080/', 'https://example.com.evil.test/']) {
      expect(errorOf(() => ask(handler, url))).toMatchObject({
        code: 'BAD_REQUEST',
        error: NOT_A_DEMO_ADDRESS_MESSAGE,
      });
    }
  });

  it('says demo websites exist only in demo mode when the service reads real listings', () => {
    const live = { info: demo.info, search: demo.search.bind(demo) } as LeadProvider;
    const handler = new DemoSitesHandler(LeadsEnvSchema.parse({ LEADS_PROVIDER: 'osm' }), live);
    expect(errorOf(() => ask(handler, firstSite))).toMatchObject({ code: 'NOT_FOUND', error: DEMO_SITE_OFF_MESSAGE });
  });
});
