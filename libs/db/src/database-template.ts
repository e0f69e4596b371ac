import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';

/**
 * The folder where new PGlite databases' starting points are kept: an empty cluster (as PGlite's
 * initdb leaves it) and, per service and migrations, a migrated empty database. A new database (in
 * memory, or in a data folder that holds none yet) starts from a copy: making a cluster takes 7-14 s
 * on a busy 2-core machine, loading a copy 1.5-2 s, and test runs make hundreds. Unset: none kept.
 */
export const DATABASE_TEMPLATES_SETTING = 'DATABASE_TEMPLATES';

/**
 * PGlite's version (its package.json, beside its entry file's folder), so a copy written by another
 * version is never loaded. Read once: it cannot change while the process runs.
 */
const PGLITE_VERSION = (() => {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

/** What names a database's copy: its service and its migrations, each with its name and code. */
export interface TemplateKey {
  name: string;
  migrations: { name: string; class: { toString(): string } }[];
}

/** The two copies a new database may start from, best first, or none when no folder is set. */
export interface TemplateFiles {
  /** A database of this service with exactly these migrations (names and code) applied. */
  migrated: string;
  /** An empty cluster: any service's, before its migrations. */
  cluster: string;
}

export function templateFiles(
  key: TemplateKey,
  folder = process.env[DATABASE_TEMPLATES_SETTING],
): TemplateFiles | undefined {
  if (!folder) return undefined;
  const hash = createHash('sha256').update(PGLITE_VERSION).update(key.name);
  for (const m of key.migrations) hash.update(`\n${m.name}\n${m.class.toString()}`);
  return {
    migrated: path.resolve(folder, `${key.name}-${hash.digest('hex').slice(0, 16)}.tar`),
    cluster: path.resolve(folder, `cluster-pglite-${PGLITE_VERSION}.tar`),
  };
}

/**
 * A kept copy, if one was written, as PGlite's `loadDataDir` reads it: an object with the Blob
 * methods it calls, since the ORM copies its settings and a copied Blob no longer reads.
 */
export function readTemplate(file: string): Pick<Blob, 'arrayBuffer' | 'type'> | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(copy) };
}

/** PGlite as the ORM's connection holds it: what a copy is written from. */
interface NativePglite {
  dumpDataDir(compression: 'none'): Promise<Blob>;
}

/** Keeps a copy of a database as it is now; written whole under another name first, so none is ever read half-written. */
export async function keepTemplate(file: string, orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<NativePglite> };
  const copy = await (await connection.getNativeClient()).dumpDataDir('none');
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
  renameSync(partial, file);
}
