import pg from 'pg';

export default async function teardown() {
  globalThis.__natsChild?.kill();
  const db = globalThis.__testDb;
  if (db) {
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await admin.end();
  }
}
