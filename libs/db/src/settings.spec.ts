import { z } from 'zod';
import { databaseSettings, databaseTargetOf } from './settings.js';

const Env = z.object({ NODE_ENV: z.enum(['development', 'production', 'test']) }).extend(databaseSettings);
const target = (raw: Record<string, string>) => databaseTargetOf(Env.parse(raw));

describe("a service's database settings", () => {
  it('uses PostgreSQL when DATABASE_URL is set, and refuses anything but a postgres:// URL', () => {
    expect(target({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/leads' }).url).toBe('postgres://u@db/leads');
    expect(target({ NODE_ENV: 'production', DATABASE_URL: '' }).url).toBeUndefined();
    expect(() => Env.parse({ NODE_ENV: 'production', DATABASE_URL: 'mysql://db' })).toThrow(/postgres:\/\/ URL/);
  });

  it('keeps the embedded database in DATA_DIR, else .data, and in memory under tests', () => {
    expect(target({ NODE_ENV: 'development', DATA_DIR: '/srv/data' }).dataDir).toBe('/srv/data');
    expect(target({ NODE_ENV: 'development', DATA_DIR: '' }).dataDir).toBe('.data');
    expect(target({ NODE_ENV: 'test' }).dataDir).toBe('memory://');
    expect(target({ NODE_ENV: 'test', DATA_DIR: '.data/run-1' }).dataDir).toBe('.data/run-1');
  });

  it('logs queries only when DB_DEBUG says so', () => {
    expect(target({ NODE_ENV: 'development' }).debug).toBe(false);
    expect(target({ NODE_ENV: 'development', DB_DEBUG: 'true' }).debug).toBe(true);
    expect(() => Env.parse({ NODE_ENV: 'development', DB_DEBUG: 'maybe' })).toThrow();
  });
});
