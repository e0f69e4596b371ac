import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { EntitySchema, MikroORM } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import { keepTemplate, readTemplate, templateFiles } from './database-template.js';

export interface DatabaseTarget {
  /** postgres:// URL; when absent, PGlite in `<dataDir>/<name>` (or in memory for "memory://"). */
  url?: string;
  dataDir: string;
  /** The owning service: names its PGlite folder. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: EntitySchema<any, any>[];
  migrations: { name: string; class: new (...args: never[]) => Migration }[];
  debug?: boolean;
  /** Where the ORM's own messages (migrations applied, queries when debugging) go. */
  log?: (message: string) => void;
}

/**
 * Opens a service's database with the driver the target calls for — PostgreSQL when a URL is
 * set, PGlite otherwise — and brings its schema up to date with the service's migrations.
 */
export async function openDatabase(target: DatabaseTarget): Promise<MikroORM> {
  const common = {
    entities: target.entities,
    extensions: [Migrator],
    migrations: {
      migrationsList: target.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      tableName: `mikro_orm_migrations_${target.name}`,
    },
    debug: target.debug ?? false,
    // Its messages go into JSON log lines: no colour codes in them (colours off, and any left stripped).
    colors: false,
    ...(target.log ? { logger: (message: string) => target.log?.(stripVTControlCharacters(message)) } : {}),
    allowGlobalContext: false,
  };
  let orm: MikroORM;
  if (target.url) {
    orm = await PostgreSqlMikroORM.init({ ...common, clientUrl: target.url, pool: { min: 0, max: 10 } } as never);
  } else {
    orm = await openPglite(target, common);
  }
  await orm.migrator.up();
  target.log?.(`database ready (${target.url ? 'postgresql' : 'pglite'}), migrations applied`);
  return orm;
}

/**
 * PGlite in memory or in `<dataDir>/<name>`. A new one (in memory, or a folder holding no database
 * yet) starts from a kept copy where DATABASE_TEMPLATES names a folder: this service's migrated
 * database, else an empty cluster; whichever was missing is kept for the next one.
 */
async function openPglite(target: DatabaseTarget, common: object): Promise<MikroORM> {
  const memory = target.dataDir.startsWith('memory:');
  const dir = memory ? target.dataDir : path.resolve(target.dataDir, target.name);
  if (!memory) mkdirSync(dir, { recursive: true });
  const isNew = memory || !existsSync(path.join(dir, 'PG_VERSION'));
  const files = isNew ? templateFiles(target) : undefined;
  const migrated = files && readTemplate(files.migrated);
  const cluster = files && !migrated ? readTemplate(files.cluster) : undefined;
  const copy = migrated ?? cluster;
  const orm = await PgliteMikroORM.init({
    ...common,
    dbName: dir,
    driverOptions: copy ? { loadDataDir: copy } : {},
  } as never);
  if (files && !migrated) {
    if (!cluster) await keepTemplate(files.cluster, orm);
    await orm.migrator.up();
    await keepTemplate(files.migrated, orm);
  }
  return orm;
}

/** Where a service's database is: what its settings say (DATABASE_URL, DATA_DIR, DB_DEBUG) and where the ORM's messages go. */
export type DatabaseSettings = Pick<DatabaseTarget, 'url' | 'dataDir' | 'debug' | 'log'>;

/** A service's own database opener: its name (the PGlite folder and migrations table), entities and migrations. */
export function serviceDatabase(
  name: string,
  entities: DatabaseTarget['entities'],
  migrations: DatabaseTarget['migrations'],
): (settings: DatabaseSettings) => Promise<MikroORM> {
  return (settings) => openDatabase({ ...settings, name, entities, migrations });
}

export async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.fork().getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

/** True when a write broke a unique constraint (an email already in use), under either driver. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'UniqueConstraintViolationException';
}
export * from './settings.js';
export { DATABASE_TEMPLATES_SETTING } from './database-template.js';
