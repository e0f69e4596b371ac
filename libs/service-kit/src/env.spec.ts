import { z } from 'zod';
import { DatabaseUrlSchema, EnvError, envBool, envList, envOnOutsideProduction, envOptional, loadEnv, onOutsideProduction, ServiceEnvSchema } from './env.js';

describe('loadEnv', () => {
  it('applies defaults for a bare environment', () => {
    expect(loadEnv(ServiceEnvSchema, {})).toEqual({ NODE_ENV: "development", NATS_URL: "nats://127.0.0.1:4222", LOG_LEVEL: "info", SHUTDOWN_GRACE_MS: 3000 });
  });

  it('stops with a message naming each bad setting', () => {
    expect(() => loadEnv(ServiceEnvSchema, { NATS_URL: 'http://x', LOG_LEVEL: 'loud' })).toThrow(EnvError);
    try {
      loadEnv(ServiceEnvSchema, { NATS_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as Error).message).toMatch(/NATS_URL: must be nats:\/\/host:port/);
      expect((err as Error).message).toMatch(/LOG_LEVEL:/);
    }
  });

  it('reads booleans written the usual ways', () => {
    const schema = z.object({ FLAG: envBool(false) });
    expect(loadEnv(schema, { FLAG: 'yes' }).FLAG).toBe(true);
    expect(loadEnv(schema, { FLAG: '0' }).FLAG).toBe(false);
    expect(loadEnv(schema, {}).FLAG).toBe(false);
    expect(() => loadEnv(schema, { FLAG: 'maybe' })).toThrow(/FLAG/);
  });

  it('reads lists, optional settings and database URLs', () => {
    const schema = z.object({ HOSTS: envList(), CODE: envOptional(z.string().regex(/^\d{6}$/)), DATABASE_URL: DatabaseUrlSchema });
    expect(loadEnv(schema, { HOSTS: ' a.test, ,b.test ', CODE: '', DATABASE_URL: '' })).toEqual({ HOSTS: ['a.test', 'b.test'], CODE: undefined, DATABASE_URL: undefined });
    expect(loadEnv(schema, { DATABASE_URL: 'postgres://u@db/leads' }).DATABASE_URL).toBe('postgres://u@db/leads');
    expect(() => loadEnv(schema, { DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('turns a switch on by default everywhere but production', () => {
    expect(onOutsideProduction(undefined, 'development')).toBe(true);
    expect(onOutsideProduction(undefined, 'production')).toBe(false);
    expect(onOutsideProduction('1', 'production')).toBe(true);
    expect(onOutsideProduction('false', 'test')).toBe(false);
    // An empty value, as .env.example leaves it, counts as unset.
    expect(onOutsideProduction(envOnOutsideProduction().parse(''), 'development')).toBe(true);
    expect(() => envOnOutsideProduction().parse('maybe')).toThrow();
  });
});
