// Integration and browser tests get their own NATS server and their own database,
// so they neither see nor disturb a running stack, and two runs never collide.
import pg from 'pg';
import { NATS_INSTALL_HINT, findOrInstallNatsServer, freePort, log, startNatsServer } from '../infra.mjs';

export default async function setup() {
  // Browser tests search and pitch many times as one user; the per-user limit has its own test.
  process.env.EXPENSIVE_RATE_PER_MINUTE ??= '10000';
  const bin = findOrInstallNatsServer();
  if (!bin) throw new Error(`Integration tests need nats-server. ${NATS_INSTALL_HINT}`);
  const port = await freePort();
  globalThis.__natsChild = await startNatsServer(bin, port);
  process.env.NATS_URL = `nats://127.0.0.1:${port}`;

  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const name = `leadgen_test_${process.pid}_${Date.now().toString(36)}`;
    process.env.TEST_DATABASE_URL = await createDatabase(adminUrl, name);
    globalThis.__testDb = { adminUrl, name };
    log(`tests use PostgreSQL database ${name} and NATS on port ${port}`);
  } catch (err) {
    delete process.env.TEST_DATABASE_URL;
    log(`PostgreSQL not reachable at ${adminUrl} (${err.message}); tests use PGlite instead. NATS on port ${port}`);
  }
}

/** A new PostgreSQL database beside the admin's (dropped by the teardown); its URL. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
