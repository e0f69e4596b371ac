// The pg client has no types installed: its declaration goes with this file to every suite that imports it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pg-client.d.ts" />
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the suite's own on the run's server, named `<prefix>_<random>` (a
 * background worker takes every due row in its database: outreach's emails, accounts' digests, so
 * such suites must not share one), dropped after; undefined without a server.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const runUrl = process.env.TEST_DATABASE_URL;
  if (!runUrl) return undefined;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: runUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
