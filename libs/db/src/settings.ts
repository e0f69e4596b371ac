/*
 * A service's database settings, the same in every service that keeps one: PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite under DATA_DIR in a folder of the service's name.
 */
import { DatabaseUrlSchema, envBool, envOptional } from '@leadgen/service-kit';
import { z } from 'zod';

export const databaseSettings = {
  /** PostgreSQL when set; otherwise PGlite in <DATA_DIR>/<service>. */
  DATABASE_URL: DatabaseUrlSchema,
  /**
   * Where the embedded database keeps its files (default .data). Under NODE_ENV=test without it, an
   * in-memory database: test suites running side by side never share a folder.
   */
  DATA_DIR: envOptional(z.string().trim()),
  /** Logs every query the ORM makes. */
  DB_DEBUG: envBool(false),
};

export interface DatabaseEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  DATABASE_URL?: string;
  DATA_DIR?: string;
  DB_DEBUG: boolean;
}

/** The embedded database's folder: DATA_DIR, else in memory under tests, else .data. */
export const dataDirOf = (env: Pick<DatabaseEnv, 'DATA_DIR' | 'NODE_ENV'>): string =>
  env.DATA_DIR || (env.NODE_ENV === 'test' ? 'memory://' : '.data');

/** Where the service's database is, as its opener takes it, with where the ORM's messages go. */
export const databaseTargetOf = (env: DatabaseEnv, log?: (message: string) => void) => ({
  url: env.DATABASE_URL,
  dataDir: dataDirOf(env),
  debug: env.DB_DEBUG,
  ...(log ? { log } : {}),
});
