import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';

/**
 * The folder where a migrated, empty in-memory database is kept per service and migrations, so the
 * next one starts from a copy of it. Creating a PGlite cluster (its initdb) takes 7-14 s on a busy
 * 2-core machine and loading a copy 1.5-2 s; test runs open hundreds of them. Unset: none kept.
 */
export const MEMORY_TEMPLATES_SETTING = 'MEMORY_DATABASE_TEMPLATES';

/** PGlite's version, so a copy written by another version is never loaded. */
function pgliteVersion(): string {
  try {
    return (createRequire(import.meta.url)('@electric-sql/pglite/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** What names a database's copy: its service and its migrations, each with its name and code. */
export interface TemplateKey {
  name: string;
  migrations: { name: string; class: { toString(): string } }[];
}

/** The copy's file for this service and exactly these migrations (names and code), or none when unset. */
export function memoryTemplateFile(
  target: TemplateKey,
  folder = process.env[MEMORY_TEMPLATES_SETTING],
): string | undefined {
  if (!folder) return undefined;
  const hash = createHash('sha256').update(pgliteVersion()).update(target.name);
  for (const m of target.migrations) hash.update(`\n${m.name}\n${m.class.toString()}`);
  return path.resolve(folder, `${target.name}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The kept copy, if one was written, as PGlite's `loadDataDir` reads it: an object with the Blob
 * methods it calls, since the ORM copies its settings and a copied Blob no longer reads.
 */
export function readMemoryTemplate(file: string): Pick<Blob, 'arrayBuffer' | 'type'> | undefined {
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

/** Keeps a copy of a database just migrated; written whole under another name first, so none is ever read half-written. */
export async function keepMemoryTemplate(file: string, orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<NativePglite> };
  const copy = await (await connection.getNativeClient()).dumpDataDir('none');
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
  renameSync(partial, file);
}
