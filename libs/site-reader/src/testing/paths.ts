import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder holding the fixture sites (works from src/ under jest and from dist/ after a build). */
export function fixturesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'fixtures'), path.resolve(here, '../../src/testing/fixtures')];
  const found = candidates.find((c) => existsSync(path.join(c, 'index.json')));
  if (!found) throw new Error(`site-reader fixtures not found (looked in ${candidates.join(', ')})`);
  return found;
}
