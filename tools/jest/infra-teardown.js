import pg from 'pg';

export default async function teardown() {
  globalThis.__natsChild?.kill();
  await dropDatabase(globalThis.__testDb);
}

/** Drops a database the set-up created, if it did. */
export async function dropDatabase(db) {
  if (!db) return;
  const admin = new pg.Client({ connectionString: db.adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
