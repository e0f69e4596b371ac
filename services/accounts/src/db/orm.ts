import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export interface DatabaseTarget {
  /** postgres:// URL; when absent, PGlite in `dataDir` (or in memory for "memory://"). */
  url?: string;
  dataDir: string;
  debug?: boolean;
  /** Where the ORM's own messages (migrations applied, queries when debugging) go. */
  log?: (message: string) => void;
}

/** Opens the database with the driver the target calls for and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<MikroORM> {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    debug: target.debug ?? false,
    ...(target.log ? { logger: target.log } : {}),
    allowGlobalContext: false,
  };
  let orm: MikroORM;
  if (target.url) {
    orm = await PostgreSqlMikroORM.init({ ...common, clientUrl: target.url, pool: { min: 0, max: 10 } });
  } else {
    const dir = target.dataDir.startsWith('memory:') ? target.dataDir : path.resolve(target.dataDir, 'accounts');
    if (!dir.startsWith('memory:')) mkdirSync(dir, { recursive: true });
    orm = await PgliteMikroORM.init({ ...common, dbName: dir });
  }
  await orm.migrator.up();
  return orm;
}

export async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.fork().getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
