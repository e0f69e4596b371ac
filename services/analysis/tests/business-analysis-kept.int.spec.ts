import type { INestMicroservice } from '@nestjs/common';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, startAccounts } from '@leadgen/test-kit';

/**
 * A rep's Business Analysis is kept: analysis tells accounts when one is done
 * (events.business-analysis-done), and the rep finds it in their analyses, to reopen after a
 * reload. Runs the analysis, accounts and the gateway in-process, reading a loopback fixture site.
 */
describe('a Business Analysis kept in the rep’s analyses', () => {
  let fixtures: FixtureServer;
  let analysis: INestMicroservice;
  let gateway: RunningGateway;
  let accounts: RunningAccounts;

  beforeAll(async () => {
    fixtures = await serveFixtures();
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    const env = AnalysisEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(','),
      SITE_FETCH_TIMEOUT_MS: '3000',
    });
    analysis = await startTestService('analysis', AnalysisModule.forRoot(env, silentLogger()));
  });

  afterAll(async () => {
    await analysis?.close();
    await gateway?.close();
    await accounts?.close();
    await fixtures?.close();
  });

  /** The rep's analyses once accounts has kept `count` of them (the event arrives after the reply). */
  async function keptAnalyses(rep: ReturnType<typeof gatewayClient>, count: number) {
    for (let tries = 0; ; tries++) {
      const list = await rep.call('analysesList');
      if (list.items.length >= count || tries >= 50) return list.items;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('keeps each analysis a rep runs, for that rep alone, and reopens it as it was shown', async () => {
    const one = await accounts.signIn(gateway.url);
    const other = await accounts.signIn(gateway.url);
    const rep = gatewayClient(gateway.url, one.token);

    const done = await rep.call('businessAnalysis', { website_url: fixtures.url('olive-and-thyme') });
    const [kept] = await keptAnalyses(rep, 1);
    expect(kept).toMatchObject({
      company_name: done.analysis_data.company_name,
      website_url: done.analysis_data.website_url,
    });

    const reopened = await rep.call('analysisGet', undefined, { id: kept!.id });
    expect(reopened.analysis_data).toEqual(done.analysis_data);

    expect((await gatewayClient(gateway.url, other.token).call('analysesList')).items).toEqual([]);
  });
});
