import { loadEnv } from '@leadgen/service-kit';
import { DiagnosticsEnvSchema } from './env.js';

describe('diagnostics settings: demo mode', () => {
  it('reads demo websites by default outside production, and not when demo mode is off', () => {
    expect(loadEnv(DiagnosticsEnvSchema, {}).DEMO_MODE).toBe(true);
    expect(loadEnv(DiagnosticsEnvSchema, { DEMO_MODE: '0' }).DEMO_MODE).toBe(false);
  });

  it('is off in production, and refuses to start when told to read demo websites there', () => {
    expect(loadEnv(DiagnosticsEnvSchema, { NODE_ENV: 'production' }).DEMO_MODE).toBe(false);
    expect(() => loadEnv(DiagnosticsEnvSchema, { NODE_ENV: 'production', DEMO_MODE: '1' })).toThrow(
      /DEMO_MODE: demo websites are never read in production/,
    );
  });
});
