// Runs jest on this Node (24 through the node@24 package) with native ESM enabled.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js');
const env = {
  ...process.env,
  // Integration tests run in one process (--runInBand) and start many services and databases in
  // it: more heap than Node's default (about 4 GB), which a full run now passes.
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192`.trim(),
};
// A new PGlite database (a spec's, or a test stack's service's) starts from a kept copy (libs/db).
env.DATABASE_TEMPLATES ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tmp/database-templates');
const result = spawnSync(process.execPath, [jestBin, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
