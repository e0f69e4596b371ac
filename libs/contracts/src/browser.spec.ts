import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as browser from './browser.js';
import * as everything from './index.js';

const root = path.resolve(import.meta.dirname, '../../..');
/** Every app under apps/ (the shell and each remote, a new one included) and the UI library. */
const FRONT_ENDS = [
  ...readdirSync(path.join(root, 'apps'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `apps/${e.name}/src`),
  'libs/ui/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Names a file imports as values (not `import type`, not `type X` members) from `from`. */
function valueImports(source: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (m[1] || !from.test(m[3]!)) continue;
    for (const part of m[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe("the contracts' browser entry", () => {
  it('exports, as the same values, everything the front ends import from @leadgen/contracts at run time', () => {
    const used = new Set(
      FRONT_ENDS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((f) =>
        valueImports(readFileSync(f, 'utf8'), /^@leadgen\/contracts$/),
      ),
    );
    expect(FRONT_ENDS).toEqual(expect.arrayContaining(['apps/shell/src', 'apps/outreach-mfe/src']));
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((name) => !(name in browser));
    expect(missing).toEqual([]);
    for (const name of used)
      expect((browser as Record<string, unknown>)[name]).toBe((everything as Record<string, unknown>)[name]);
  });

  it('loads no zod classic: every module it reaches imports zod/mini or no zod at all', () => {
    const seen = new Set<string>();
    const classic: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Value imports and re-exports only: `import type` and `export type` cost the browser nothing.
      for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
        const spec = m[1]!;
        if (spec === 'zod' || spec.startsWith('zod/v4/classic')) classic.push(path.basename(file));
        if (spec.startsWith('./')) visit(path.join(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      }
    };
    visit(path.join(import.meta.dirname, 'browser.ts'));
    expect(seen.size).toBeGreaterThan(10);
    expect(classic).toEqual([]);
  });
});
