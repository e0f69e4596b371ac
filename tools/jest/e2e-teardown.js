import pg from 'pg';
import infraTeardown from './infra-teardown.js';

export default async function teardown() {
  await globalThis.__e2eStack?.cleanup();
  globalThis.__e2eNats?.kill();
  const db = globalThis.__e2eDb;
  if (db) {
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await admin.end();
  }
  await infraTeardown();
}
