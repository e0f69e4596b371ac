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

  it('trusts the loopback hop (the web server) by default and refuses to trust every caller', () => {
    expect(loadEnv(GatewayEnvSchema, {}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv(GatewayEnvSchema, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadEnv(GatewayEnvSchema, { TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => loadEnv(GatewayEnvSchema, { TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every caller/);
  });
});
