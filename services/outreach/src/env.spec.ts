import { randomBytes } from 'node:crypto';
import { loadEnv } from '@leadgen/service-kit';
import { OutreachEnvSchema } from './env.js';

describe('outreach settings', () => {
  it('runs with no settings outside production, with a development key', () => {
    const env = loadEnv(OutreachEnvSchema, {});
    expect(env.OUTREACH_SECRET_KEY).toBeTruthy();
    expect(env.OUTREACH_PUBLIC_URL).toBe('http://localhost:3000');
  });

  it("sends a restaurant group at most 3 of a team's emails a day unless the operator says otherwise", () => {
    expect(loadEnv(OutreachEnvSchema, {}).OUTREACH_DOMAIN_DAILY_CAP).toBe(3);
    expect(loadEnv(OutreachEnvSchema, { OUTREACH_DOMAIN_DAILY_CAP: '5' }).OUTREACH_DOMAIN_DAILY_CAP).toBe(5);
    expect(() => loadEnv(OutreachEnvSchema, { OUTREACH_DOMAIN_DAILY_CAP: '0' })).toThrow(/OUTREACH_DOMAIN_DAILY_CAP/);
  });

  it('reads the empty values a copied .env.example leaves as unset', () => {
    const env = loadEnv(OutreachEnvSchema, {
      OUTREACH_SECRET_KEY: '',
      OUTREACH_PUBLIC_URL: '',
      OUTREACH_DEMO_SMTP_URL: '',
    });
    expect(env.OUTREACH_SECRET_KEY).toBe(loadEnv(OutreachEnvSchema, {}).OUTREACH_SECRET_KEY);
    expect(env.OUTREACH_PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.OUTREACH_DEMO_SMTP_URL).toBeUndefined();
  });

  it('refuses to start in production without its own secret key, naming the setting', () => {
    expect(() => loadEnv(OutreachEnvSchema, { NODE_ENV: 'production' })).toThrow(
      /OUTREACH_SECRET_KEY: must be set in production/,
    );
    const key = randomBytes(32).toString('base64');
    expect(loadEnv(OutreachEnvSchema, { NODE_ENV: 'production', OUTREACH_SECRET_KEY: key }).OUTREACH_SECRET_KEY).toBe(
      key,
    );
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    expect(() => loadEnv(OutreachEnvSchema, { OUTREACH_SECRET_KEY: 'short' })).toThrow(
      /OUTREACH_SECRET_KEY: must be 32 bytes/,
    );
  });

  it('has no demo mailbox in production', () => {
    const source = { OUTREACH_DEMO_SMTP_URL: 'smtp://127.0.0.1:1025' };
    expect(loadEnv(OutreachEnvSchema, source).OUTREACH_DEMO_SMTP_URL).toBe('smtp://127.0.0.1:1025');
    const prod = loadEnv(OutreachEnvSchema, {
      ...source,
      NODE_ENV: 'production',
      OUTREACH_SECRET_KEY: randomBytes(32).toString('base64'),
    });
    expect(prod.OUTREACH_DEMO_SMTP_URL).toBeUndefined();
  });

  it('keeps the public address without a trailing slash, and refuses a bad time zone', () => {
    expect(loadEnv(OutreachEnvSchema, { OUTREACH_PUBLIC_URL: 'https://app.example.com/' }).OUTREACH_PUBLIC_URL).toBe(
      'https://app.example.com',
    );
    expect(() => loadEnv(OutreachEnvSchema, { OUTREACH_DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /OUTREACH_DEFAULT_TIME_ZONE/,
    );
  });

  it('lets a mailbox be on a private network only outside production, unless the operator says so', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadEnv(OutreachEnvSchema, {}).OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS).toBe(true);
    const prod = { NODE_ENV: 'production', OUTREACH_SECRET_KEY: key };
    expect(loadEnv(OutreachEnvSchema, prod).OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(
      loadEnv(OutreachEnvSchema, { ...prod, OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS: 'true' })
        .OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS,
    ).toBe(true);
  });
});
