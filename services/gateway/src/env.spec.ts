import { loadEnv } from '@leadgen/service-kit';
import { GatewayEnvSchema } from './env.js';

describe('gateway settings', () => {
  it('runs in demo mode with a development secret by default', () => {
    const env = loadEnv(GatewayEnvSchema, {});
    expect(env.DEMO_MODE).toBe(true);
    expect(env.GATEWAY_PORT).toBe(3001);
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('refuses production without a real JWT secret, and turns demo mode off there', () => {
    expect(() => loadEnv(GatewayEnvSchema, { NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set in production/);
    const env = loadEnv(GatewayEnvSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.CHECK_RESPONSES).toBe(false);
    expect(loadEnv(GatewayEnvSchema, {}).CHECK_RESPONSES).toBe(true);
  });

  it('splits CORS origins and validates the body limit', () => {
    expect(loadEnv(GatewayEnvSchema, { CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadEnv(GatewayEnvSchema, { BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT/);
    expect(() => loadEnv(GatewayEnvSchema, { GATEWAY_PORT: '99999' })).toThrow(/GATEWAY_PORT/);
  });
});
