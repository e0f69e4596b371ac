// Browser tests: their own NATS and database (infra-setup), then the one stack the suites share.
import infraSetup, { createDatabase } from './infra-setup.js';
import { findOrInstallNatsServer, freePort, startNatsServer } from '../infra.mjs';
import { SHARED_STACK_ENV, SHARED_STACK_VAR, startTestStack } from '../test-stack.mjs';

export default async function setup() {
  await infraSetup();
  // E2E_SHARED_STACK=off: every suite starts its own stack, as before the shared one.
  if (process.env[SHARED_STACK_VAR] === 'off') return;
  // Its own NATS and database: a suite's own stack runs beside it, and neither answers the other's
  // requests, sends the other's emails or watches the other's mailbox.
  const port = await freePort();
  globalThis.__e2eNats = await startNatsServer(findOrInstallNatsServer(), port);
  const stack = await startTestStack(
    { ...SHARED_STACK_ENV, DATABASE_URL: await sharedDatabase() },
    `nats://127.0.0.1:${port}`,
  );
  globalThis.__e2eStack = stack;
  const { gatewayUrl, webUrl, mailboxUrl, env } = stack;
  process.env[SHARED_STACK_VAR] = JSON.stringify({ gatewayUrl, webUrl, mailboxUrl, env });
}

/** A PostgreSQL database beside the run's (dropped by the teardown), or '' for PGlite when the run has none. */
async function sharedDatabase() {
  const db = globalThis.__testDb;
  if (!db) return '';
  globalThis.__e2eDb = { adminUrl: db.adminUrl, name: `${db.name}_shared` };
  return createDatabase(db.adminUrl, globalThis.__e2eDb.name);
}
