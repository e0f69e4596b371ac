import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folders of the remote import each other one way only: a folder that composes others (search,
 * my-leads) imports them, and they never import it back; what two folders both need lives lower
 * (shared/, or the folder that owns the idea). The folders are the first-level ones of src/ and the
 * subfolders of my-leads/ (whose own top-level files, the screen, count as 'my-leads').
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Folders whose subfolders are checked against each other, as well as against every other folder. */
const SPLIT = new Set(['my-leads']);

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The folder a path of src/ counts in: its first-level folder, or the my-leads subfolder it is in. */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return '.';
  if (SPLIT.has(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

/** For each folder, the folders it imports and, for each, one import that does it ('file -> specifier'). */
function folderImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), spec!);
      if (path.relative(SRC, target).startsWith('..')) continue;
      const to = folderOf(target);
      if (to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${path.relative(SRC, file)} -> ${spec}`);
      edges.set(from, out);
    }
  }
  return edges;
}

describe('folders of the search remote', () => {
  it('finds the imports between folders', () => {
    const edges = folderImports();
    expect(edges.get('search')?.has('leads-table')).toBe(true);
    expect(edges.get('my-leads')?.has('my-leads/detail')).toBe(true);
  });

  it('never import each other both ways', () => {
    const edges = folderImports();
    const twoWay: string[] = [];
    for (const [a, out] of edges)
      for (const [b, why] of out) {
        const back = edges.get(b)?.get(a);
        if (back && a < b) twoWay.push(`${a} <-> ${b} (${why}; ${back})`);
      }
    expect(twoWay.sort()).toEqual([]);
  });
});
