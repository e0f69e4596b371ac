import { loadEnv } from '@leadgen/service-kit';
import { siteReaderOptions } from '@leadgen/site-reader';
import { AnalysisEnvSchema } from './env.js';

describe('analysis settings: reading websites', () => {
  it('reads sites directly unless an outbound proxy is set, in production too', () => {
    expect(siteReaderOptions(loadEnv(AnalysisEnvSchema, {})).proxy).toBeUndefined();
    const env = loadEnv(AnalysisEnvSchema, {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SITE_PROXY_URL: 'http://egress.internal:3128',
    });
    expect(siteReaderOptions(env).proxy).toEqual({ url: 'http://egress.internal:3128' });
  });

  it('has no demo mode of its own: the simulated sites are reached only through the proxy setting', () => {
    expect(loadEnv(AnalysisEnvSchema, { DEMO_MODE: 'true' })).not.toHaveProperty('DEMO_MODE');
  });

  it('refuses a proxy certificate file that cannot be read, naming the setting', () => {
    expect(() =>
      loadEnv(AnalysisEnvSchema, { SITE_PROXY_URL: 'http://127.0.0.1:3128', SITE_PROXY_CA_FILE: '/nowhere/ca.pem' }),
    ).toThrow(/SITE_PROXY_CA_FILE: must be a readable PEM certificate file/);
  });
});
