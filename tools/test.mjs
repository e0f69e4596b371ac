// npm test: build, lint, typecheck, then unit, integration (real NATS + PostgreSQL or PGlite) and browser tests.
// Integration and browser tests start their own nats-server (installing it with apt when
// root on Debian) and create their own database on 127.0.0.1:5432 when PostgreSQL answers.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);
const node = process.execPath;
/** The integration files, split in parts each run by a fresh jest process. */
const INTEGRATION_PARTS = [
  ['outreach', ['services/outreach/']],
  ['leads', ['services/leads/']],
  ['the rest', ['--testPathIgnorePatterns', 'services/outreach/', 'services/leads/']],
];
const steps = [
  ['build', [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static']],
  ['lint', [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']],
  ['format check', [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
  [
    'typecheck',
    [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'typecheck', '--output-style=static'],
  ],
  // Two workers at least: jest's default on 2 cores is one, and the unit step took 12.8 min with
  // one and 4.8 min with two on this 2-core machine (the PGlite specs wait as much as they compute).
  // A worker past 1 GB is replaced: native-ESM module graphs pile up in a long-lived worker and
  // slowed each later file several times over (4.2 min with, 2.5 min without the pile-up).
  [
    'unit tests',
    ['tools/jest.mjs', '--selectProjects', 'unit', `--maxWorkers=${UNIT_WORKERS}`, '--workerIdleMemoryLimit=1GB'],
  ],
  // Time limits fit PGlite's start and real round trips on a busy 2-core machine (testTimeout is
  // a run-wide option, so it is given here). --forceExit: a leaked handle must fail loudly in its
  // own test, never hang the whole run. One process per part: a single process running every file
  // grew past 5 GB and slowed until late files' starts passed their limits (each passes alone).
  ...INTEGRATION_PARTS.map(([part, paths]) => [
    `integration tests (${part})`,
    [
      'tools/jest.mjs',
      '--selectProjects',
      'integration',
      '--runInBand',
      '--forceExit',
      '--testTimeout=30000',
      ...paths,
    ],
  ]),
  ['browser tests', ['tools/jest.mjs', '--selectProjects', 'e2e', '--runInBand', '--forceExit', '--testTimeout=60000']],
];
const only = process.argv.slice(2);
const results = path.join(root, 'tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
/** Each step's minutes, printed at the end (also when a step fails), so the run's time can be read by phase. */
const timings = [];
const printTimings = () => {
  const total = timings.reduce((sum, [, s]) => sum + s, 0);
  process.stdout.write('\ntime per phase:\n');
  for (const [name, s] of [...timings, ['total', total]])
    process.stdout.write(`  ${name.padEnd(34)} ${(s / 60).toFixed(1).padStart(5)} min\n`);
};

for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  process.stdout.write(`\n=== ${name} ===\n`);
  const isJest = args[0] === 'tools/jest.mjs';
  const outputFile = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  const r = spawnSync(node, isJest ? [...args, '--json', `--outputFile=${outputFile}`] : args, {
    cwd: root,
    stdio: 'inherit',
  });
  timings.push([name, (Date.now() - started) / 1000]);
  if (isJest) {
    try {
      const summary = JSON.parse(readFileSync(outputFile, 'utf8'));
      totals.passed += summary.numPassedTests;
      totals.failed += summary.numFailedTests;
    } catch {
      // jest did not get far enough to write a summary; its own output says why
    }
  }
  if (r.status !== 0) {
    printTimings();
    process.stdout.write(`\n${name} failed\n\ntests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed\n`);
    process.exit(r.status ?? 1);
  }
}
printTimings();
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
