import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    expect(() => loadEnv(GatewayEnvSchema, { NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: must be set in production/,
    );
    const env = loadEnv(GatewayEnvSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.CHECK_RESPONSES).toBe(0);
  });

  it('refuses the simulated mailbox page in production, naming the setting, and takes only an http(s) URL', () => {
    expect(() =>
      loadEnv(GatewayEnvSchema, {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        MAILBOX_PAGE_URL: 'http://127.0.0.1:1080',
      }),
    ).toThrow(/MAILBOX_PAGE_URL: is the simulated mailbox, which never runs in production/);
    expect(() => loadEnv(GatewayEnvSchema, { MAILBOX_PAGE_URL: 'javascript:alert(1)' })).toThrow(/MAILBOX_PAGE_URL/);
    expect(loadEnv(GatewayEnvSchema, { MAILBOX_PAGE_URL: 'http://127.0.0.1:1080' }).MAILBOX_PAGE_URL).toBe(
      'http://127.0.0.1:1080',
    );
  });

  it("refuses the simulator's sites in production, naming the setting, and takes only an http(s) URL", () => {
    expect(() =>
      loadEnv(GatewayEnvSchema, {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SIMULATED_SITES_URL: 'http://127.0.0.1:4010',
      }),
    ).toThrow(/SIMULATED_SITES_URL: is the simulator, which never runs in production/);
    expect(() => loadEnv(GatewayEnvSchema, { SIMULATED_SITES_URL: 'file:///etc' })).toThrow(/SIMULATED_SITES_URL/);
    expect(loadEnv(GatewayEnvSchema, {}).SIMULATED_SITES_URL).toBeUndefined();
  });

  it('checks every service reply in tests, 1 in 100 in development and none in production unless told', () => {
    expect(loadEnv(GatewayEnvSchema, { NODE_ENV: 'test' }).CHECK_RESPONSES).toBe(1);
    expect(loadEnv(GatewayEnvSchema, { NODE_ENV: 'development' }).CHECK_RESPONSES).toBe(0.01);
    expect(loadEnv(GatewayEnvSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).CHECK_RESPONSES).toBe(0);
    expect(
      loadEnv(GatewayEnvSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CHECK_RESPONSES: 'all' })
        .CHECK_RESPONSES,
    ).toBe(1);
    expect(loadEnv(GatewayEnvSchema, { CHECK_RESPONSES: 'off' }).CHECK_RESPONSES).toBe(0);
    expect(loadEnv(GatewayEnvSchema, { CHECK_RESPONSES: 'false' }).CHECK_RESPONSES).toBe(0);
    expect(loadEnv(GatewayEnvSchema, { CHECK_RESPONSES: '0.25' }).CHECK_RESPONSES).toBe(0.25);
    expect(() => loadEnv(GatewayEnvSchema, { CHECK_RESPONSES: 'sometimes' })).toThrow(
      /CHECK_RESPONSES: must be all, off or a share between 0 and 1/,
    );
    expect(() => loadEnv(GatewayEnvSchema, { CHECK_RESPONSES: '2' })).toThrow(/CHECK_RESPONSES/);
  });

  it('enforces plan limits in production and only counts in demo mode, unless told', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadEnv(GatewayEnvSchema, production).USAGE_LIMITS).toBe('enforce');
    expect(loadEnv(GatewayEnvSchema, {}).USAGE_LIMITS).toBe('count');
    expect(loadEnv(GatewayEnvSchema, { DEMO_MODE: 'false' }).USAGE_LIMITS).toBe('enforce');
    expect(loadEnv(GatewayEnvSchema, { USAGE_LIMITS: 'enforce' }).USAGE_LIMITS).toBe('enforce');
    expect(loadEnv(GatewayEnvSchema, { ...production, USAGE_LIMITS: 'count' }).USAGE_LIMITS).toBe('count');
    expect(() => loadEnv(GatewayEnvSchema, { USAGE_LIMITS: 'sometimes' })).toThrow(/USAGE_LIMITS/);
  });

  it('splits CORS origins and validates the body limit', () => {
    expect(loadEnv(GatewayEnvSchema, { CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadEnv(GatewayEnvSchema, { BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT/);
    expect(() => loadEnv(GatewayEnvSchema, { GATEWAY_PORT: '99999' })).toThrow(/GATEWAY_PORT/);
  });

  it('trusts no proxy by default (browsers connect directly) and refuses to trust every caller', () => {
    expect(loadEnv(GatewayEnvSchema, {}).TRUST_PROXY).toBe(false);
    expect(loadEnv(GatewayEnvSchema, { TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv(GatewayEnvSchema, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadEnv(GatewayEnvSchema, { TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => loadEnv(GatewayEnvSchema, { TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every caller/);
  });

  it('serves the app on a web port only when told to, from a folder with a built shell', () => {
    const none = loadEnv(GatewayEnvSchema, {});
    expect(none.WEB_PORT).toBeUndefined();
    expect(loadEnv(GatewayEnvSchema, { WEB_PORT: '' }).WEB_PORT).toBeUndefined();
    const apps = mkdtempSync(path.join(os.tmpdir(), 'gateway-env-'));
    try {
      expect(() => loadEnv(GatewayEnvSchema, { WEB_PORT: '3000', WEB_APPS_DIR: apps })).toThrow(
        /WEB_APPS_DIR: has no built shell .*run npm run build, or leave WEB_PORT empty/,
      );
      mkdirSync(path.join(apps, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(apps, 'shell', 'dist', 'index.html'), '<!doctype html>');
      const env = loadEnv(GatewayEnvSchema, { WEB_PORT: '3000', WEB_APPS_DIR: apps });
      expect([env.WEB_PORT, env.WEB_HOST, env.WEB_APPS_DIR]).toEqual([3000, '127.0.0.1', apps]);
      expect(loadEnv(GatewayEnvSchema, { WEB_PORT: '0', WEB_APPS_DIR: apps }).WEB_PORT).toBe(0);
      expect(() => loadEnv(GatewayEnvSchema, { WEB_PORT: '70000', WEB_APPS_DIR: apps })).toThrow(/WEB_PORT/);
      expect(() => loadEnv(GatewayEnvSchema, { WEB_PORT: 'web', WEB_APPS_DIR: apps })).toThrow(/WEB_PORT/);
    } finally {
      rmSync(apps, { recursive: true, force: true });
    }
  });

  it("takes a remote's manifest as an http(s) URL or a path on the app's address", () => {
    expect(
      loadEnv(GatewayEnvSchema, { REMOTE_SEARCH_MFE_URL: 'https://cdn.example.com/search/mf-manifest.json' })
        .REMOTE_SEARCH_MFE_URL,
    ).toBe('https://cdn.example.com/search/mf-manifest.json');
    expect(
      loadEnv(GatewayEnvSchema, { REMOTE_ANALYSIS_MFE_URL: '/elsewhere/mf-manifest.json' }).REMOTE_ANALYSIS_MFE_URL,
    ).toBe('/elsewhere/mf-manifest.json');
    expect(loadEnv(GatewayEnvSchema, { REMOTE_ANALYSIS_MFE_URL: '' }).REMOTE_ANALYSIS_MFE_URL).toBeUndefined();
    expect(() => loadEnv(GatewayEnvSchema, { REMOTE_DIAGNOSTIC_MFE_URL: 'cdn.example.com/x.json' })).toThrow(
      /REMOTE_DIAGNOSTIC_MFE_URL: must be an http\(s\) URL or a path/,
    );
  });
});
