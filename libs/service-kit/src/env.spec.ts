import { z } from 'zod';
import { EnvError, envBool, loadEnv, ServiceEnvSchema } from './env.js';

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
});
