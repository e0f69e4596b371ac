import { z } from 'zod';
import {
  DatabaseUrlSchema,
  EnvError,
  envBool,
  envList,
  envTrustProxy,
  envOnOutsideProduction,
  envOptional,
  loadEnv,
  onOutsideProduction,
  ServiceEnvSchema,
} from './env.js';

describe('loadEnv', () => {
  it('applies defaults for a bare environment', () => {
    expect(loadEnv(ServiceEnvSchema, {})).toEqual({
      NODE_ENV: 'development',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_STREAM_REPLICAS: 1,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: 3000,
    });
  });

  it("reads how many NATS servers keep the streams, from 1 to 5, and refuses anything else in the setting's words", () => {
    expect(loadEnv(ServiceEnvSchema, { NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS).toBe(3);
    for (const bad of ['0', '7', 'three', '2.5'])
      expect(() => loadEnv(ServiceEnvSchema, { NATS_STREAM_REPLICAS: bad })).toThrow(/NATS_STREAM_REPLICAS: must be/);
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
    const schema = z.object({
      HOSTS: envList(),
      CODE: envOptional(z.string().regex(/^\d{6}$/)),
      DATABASE_URL: DatabaseUrlSchema,
    });
    expect(loadEnv(schema, { HOSTS: ' a.test, ,b.test ', CODE: '', DATABASE_URL: '' })).toEqual({
      HOSTS: ['a.test', 'b.test'],
      CODE: undefined,
      DATABASE_URL: undefined,
    });
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

  it('reads which proxies to trust as Express takes it, refusing to trust every caller', () => {
    const schema = z.object({ TRUST_PROXY: envTrustProxy('loopback') });
    expect(loadEnv(schema, {}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv(schema, { TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv(schema, { TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv(schema, { TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(loadEnv(schema, { TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv(schema, { TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8,uniquelocal' }).TRUST_PROXY).toEqual(
      ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'uniquelocal'],
    );
    expect(() => loadEnv(schema, { TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: trusting every caller lets any client choose/,
    );
    expect(() => loadEnv(schema, { TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" is not an address/,
    );
    expect(() => loadEnv(schema, { TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: "proxy.example.com"/);
    expect(() => loadEnv(schema, { TRUST_PROXY: '11' })).toThrow(/at most 10/);
  });
});
