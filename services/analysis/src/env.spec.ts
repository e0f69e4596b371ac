import { loadEnv } from '@leadgen/service-kit';
import { AnalysisEnvSchema } from './env.js';

describe('analysis settings: demo mode', () => {
  it('reads demo websites by default outside production, and not when demo mode is off', () => {
    expect(loadEnv(AnalysisEnvSchema, {}).DEMO_MODE).toBe(true);
    expect(loadEnv(AnalysisEnvSchema, { NODE_ENV: 'test' }).DEMO_MODE).toBe(true);
    expect(loadEnv(AnalysisEnvSchema, { DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
  });

  it('is off in production, and refuses to start when told to read demo websites there', () => {
    expect(loadEnv(AnalysisEnvSchema, { NODE_ENV: 'production' }).DEMO_MODE).toBe(false);
    expect(() => loadEnv(AnalysisEnvSchema, { NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(
      /DEMO_MODE: demo websites are never read in production/,
    );
  });
});
