import { z } from 'zod';
import { checkSiteReaderSettings, siteReaderOptions, siteReaderSettings } from './settings.js';

const Schema = z
  .object({ NODE_ENV: z.string().default('development'), ...siteReaderSettings })
  .superRefine((env, ctx) => checkSiteReaderSettings(env, ctx));

describe('website reader settings', () => {
  it('has its defaults and reads the private-host list as trimmed names', () => {
    const env = Schema.parse({ SITE_ALLOW_PRIVATE_HOSTS: ' a.test, ,b.test ' });
    expect(siteReaderOptions(env)).toEqual({
      timeoutMs: 10_000,
      maxBytes: 2_000_000,
      allowPrivateHosts: ['a.test', 'b.test'],
    });
  });

  it('refuses the private-host list in production, naming the setting', () => {
    const out = Schema.safeParse({ NODE_ENV: 'production', SITE_ALLOW_PRIVATE_HOSTS: 'a.test' });
    expect(out.success).toBe(false);
    expect(out.error?.issues[0]).toMatchObject({
      path: ['SITE_ALLOW_PRIVATE_HOSTS'],
      message: 'is for tests and is refused in production',
    });
    expect(Schema.safeParse({ NODE_ENV: 'production' }).success).toBe(true);
  });
});
