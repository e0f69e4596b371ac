import { loadEnv } from '@leadgen/service-kit';
import { AccountsEnvSchema } from './env.js';

const base = { NATS_URL: 'nats://127.0.0.1:4222' };

describe("accounts' digest settings", () => {
  it('looks for due digests every minute by default; an empty value is the default, 0 turns the worker off', () => {
    expect(loadEnv(AccountsEnvSchema, base).ACCOUNTS_DIGEST_INTERVAL_MS).toBe(60_000);
    expect(loadEnv(AccountsEnvSchema, { ...base, ACCOUNTS_DIGEST_INTERVAL_MS: '' }).ACCOUNTS_DIGEST_INTERVAL_MS).toBe(
      60_000,
    );
    expect(loadEnv(AccountsEnvSchema, { ...base, ACCOUNTS_DIGEST_INTERVAL_MS: '0' }).ACCOUNTS_DIGEST_INTERVAL_MS).toBe(
      0,
    );
    expect(() => loadEnv(AccountsEnvSchema, { ...base, ACCOUNTS_DIGEST_INTERVAL_MS: '-1' })).toThrow(
      /ACCOUNTS_DIGEST_INTERVAL_MS/,
    );
  });

  it("follows the simulator's clock when CLOCK_URL is set, and refuses it in production", () => {
    expect(loadEnv(AccountsEnvSchema, base).CLOCK_URL).toBeUndefined();
    const url = 'http://127.0.0.1:4010/control/clock';
    expect(loadEnv(AccountsEnvSchema, { ...base, CLOCK_URL: url }).CLOCK_URL).toBe(url);
    expect(() => loadEnv(AccountsEnvSchema, { ...base, CLOCK_URL: 'ftp://clock' })).toThrow(/CLOCK_URL/);
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-enough-length-0000000000',
      ACCESS_CODE: 'launch-code',
    };
    expect(() => loadEnv(AccountsEnvSchema, production)).not.toThrow();
    expect(() => loadEnv(AccountsEnvSchema, { ...production, CLOCK_URL: url })).toThrow(
      /CLOCK_URL: is the simulator's clock/,
    );
  });
});
