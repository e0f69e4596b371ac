import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EntitySchema, type MikroORM } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { openDatabase } from './index.js';
import { DATABASE_TEMPLATES_SETTING, templateFiles } from './database-template.js';

class CreateNotes extends Migration {
  override up(): void {
    this.addSql('create table "notes" ("id" int primary key, "text" text not null)');
  }
}
class AddAuthor extends Migration {
  override up(): void {
    this.addSql('alter table "notes" add column "author" text');
  }
}
const Note = new EntitySchema({
  name: 'Note',
  tableName: 'notes',
  properties: { id: { type: 'number', primary: true }, text: { type: 'string' } },
});
const FIRST = [{ name: 'm1_notes', class: CreateNotes }];
const BOTH = [...FIRST, { name: 'm2_author', class: AddAuthor }];

const open = (migrations: typeof BOTH, dataDir = 'memory://') =>
  openDatabase({ dataDir, name: 'notes', entities: [Note], migrations, log: () => {} });
const rows = async (orm: MikroORM, sql: string) => orm.em.fork().getConnection().execute(sql);

describe('new PGlite databases started from kept copies', () => {
  let folder: string;
  const opened: MikroORM[] = [];
  const before = process.env[DATABASE_TEMPLATES_SETTING];

  // One folder for the file: a database made from nothing takes seconds, so each test adds one copy.
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'database-templates-'));
    process.env[DATABASE_TEMPLATES_SETTING] = folder;
  });
  afterEach(() => Promise.all(opened.splice(0).map((orm) => orm.close())));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    if (before === undefined) delete process.env[DATABASE_TEMPLATES_SETTING];
    else process.env[DATABASE_TEMPLATES_SETTING] = before;
  });

  it('keeps copies, and the next database has the migrated schema and none of the first one’s rows', async () => {
    const first = await open(FIRST);
    opened.push(first);
    await rows(first, `insert into "notes" values (1, 'only in the first')`);
    const files = templateFiles({ name: 'notes', migrations: FIRST })!;
    expect(readdirSync(folder).sort()).toEqual([path.basename(files.cluster), path.basename(files.migrated)].sort());
    const written = statSync(files.migrated).mtimeMs;

    const second = await open(FIRST);
    opened.push(second);
    expect(await rows(second, 'select count(*)::int as n from "notes"')).toEqual([{ n: 0 }]);
    await rows(second, `insert into "notes" values (1, 'the second one’s own')`);
    expect(await rows(second, 'select name from "mikro_orm_migrations_notes"')).toEqual([{ name: 'm1_notes' }]);
    expect(readdirSync(folder)).toHaveLength(2);
    expect(statSync(files.migrated).mtimeMs).toBe(written);
  }, 60_000);

  it('starts a new data folder from the empty cluster for migrations of its own, and never replaces one that holds a database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'database-folder-'));
    try {
      const db = await open(BOTH, dataDir);
      await rows(db, `insert into "notes" values (1, 'kept', 'a rep')`);
      await db.close();
      expect(existsSync(templateFiles({ name: 'notes', migrations: BOTH })!.migrated)).toBe(true);

      const again = await open(BOTH, dataDir);
      opened.push(again);
      expect(await rows(again, 'select text, author from "notes"')).toEqual([{ text: 'kept', author: 'a rep' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps a copy per service and set of migrations, their code included', () => {
    const file = (name: string, migrations: typeof BOTH) => templateFiles({ name, migrations }, folder)!.migrated;
    // The same name with other code: a migration edited while it is being written.
    const edited = [{ name: 'm1_notes', class: AddAuthor }];
    expect(new Set([file('notes', FIRST), file('notes', BOTH), file('notes', edited), file('other', FIRST)]).size).toBe(
      4,
    );
    expect(file('notes', [...FIRST])).toBe(file('notes', FIRST));
    expect(templateFiles({ name: 'other', migrations: BOTH }, folder)!.cluster).toBe(
      templateFiles({ name: 'notes', migrations: FIRST }, folder)!.cluster,
    );
  });

  it('keeps nothing where the folder setting is empty', () => {
    expect(templateFiles({ name: 'notes', migrations: FIRST }, '')).toBeUndefined();
  });
});
