import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('reads through the outbound proxy, trusting its certificate authority beside the default roots', () => {
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'site-proxy-')), 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const env = Schema.parse({
      NODE_ENV: 'production',
      SITE_PROXY_URL: 'http://127.0.0.1:3128',
      SITE_PROXY_CA_FILE: caFile,
    });
    expect(siteReaderOptions(env).proxy).toEqual({
      url: 'http://127.0.0.1:3128',
      ca: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
    });
    expect(siteReaderOptions(Schema.parse({ SITE_PROXY_URL: '' })).proxy).toBeUndefined();
  });

  it('refuses a proxy that is not http://host:port, and a certificate file that cannot be read, naming the setting', () => {
    const issue = (env: Record<string, string>) => Schema.safeParse(env).error?.issues[0];
    expect(issue({ SITE_PROXY_URL: 'socks5://proxy:1080' })).toMatchObject({
      path: ['SITE_PROXY_URL'],
      message: 'must be an http://host:port address',
    });
    expect(issue({ SITE_PROXY_URL: 'http://proxy:3128', SITE_PROXY_CA_FILE: '/nowhere/ca.pem' })).toMatchObject({
      path: ['SITE_PROXY_CA_FILE'],
      message: 'must be a readable PEM certificate file',
    });
    expect(issue({ SITE_PROXY_CA_FILE: '/nowhere/ca.pem' })).toMatchObject({
      path: ['SITE_PROXY_CA_FILE'],
      message: 'needs SITE_PROXY_URL',
    });
  });
});
