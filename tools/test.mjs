// npm test: build, lint, typecheck, then unit, integration (real NATS + PostgreSQL or PGlite) and browser tests.
// Integration and browser tests start their own nats-server (installing it with apt when
// root on Debian) and create their own database on 127.0.0.1:5432 when PostgreSQL answers.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * package.json's `circles` script (dpdm: no two files import each other, type-only imports
 * included), as arguments: its words after `dpdm`, the globs' quotes taken off (none has a space).
 */
const circlesArgs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.circles.split(/\s+/)
  .slice(1)
  .map((word) => word.replace(/^'(.*)'$/, '$1'));
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);
const INTEGRATION_WORKER_MEMORY = process.env.INTEGRATION_WORKER_MEMORY ?? '512MB';
const node = process.execPath;
const nx = path.join(root, 'node_modules/nx/dist/bin/nx.js');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

// Time limits fit PGlite's start and real round trips on a busy 2-core machine (testTimeout is
// a run-wide option, so it is given here). --forceExit: a leaked handle must fail loudly in its
// own test, never hang the whole run. One process per part: a single process running every file
// grew past 5 GB and slowed until late files' starts passed their limits (each passes alone).
// One worker, replaced past the memory limit: files run one at a time, and a late file no longer
// pays for the module graphs and services of every file before it.
const integration = (paths) => [
  'tools/jest.mjs',
  '--selectProjects',
  'integration',
  '--maxWorkers=1',
  `--workerIdleMemoryLimit=${INTEGRATION_WORKER_MEMORY}`,
  '--forceExit',
  '--testTimeout=30000',
  ...paths,
];

/** Leads' integration files of the rep's workspace (My Leads, a team's leads): a part of their own. */
const LEADS_WORKSPACE_FILES = 'services/leads/tests/(my-leads|team-leads)';
/** Leads' failover file (0.7 min), run with the rest: it evens the two lanes (12.8 and 11.5 min without). */
const LEADS_FAILOVER_FILE = 'services/leads/tests/leads-failover';

/**
 * The steps, in order. A step of lanes runs its lanes at once, each lane's parts one after the
 * other: each part is its own jest process with its own NATS server and database, so two never
 * collide, and one part keeps about one core busy, so two lanes fill a 2-core machine.
 */
const steps = [
  { name: 'build', args: [nx, 'run-many', '-t', 'build', '--output-style=static'] },
  {
    // The static checks at once, each its own process: one after the other they took 1.2 min on 2
    // cores (lint 0.3, import circles 0.1, format 0.4, the two typecheck programs 0.4).
    name: 'static checks',
    lanes: [
      [
        { name: 'lint', args: [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.'] },
        // Part of lint (`npm test lint` runs it too); about 12 s for some 1,400 files.
        { name: 'lint: import circles', args: [path.join(root, 'node_modules/dpdm/lib/bin/dpdm.js'), ...circlesArgs] },
      ],
      [
        {
          name: 'format check',
          args: [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
        },
      ],
      // Typecheck as two programs (the Node.js projects, the front ends): every project's own program,
      // 30 of them through Nx, checked the shared libs once each and took 3.5 min on 2 cores.
      [{ name: 'typecheck (services, libs, tests)', args: [tsc, '-p', 'tsconfig.check-node.json'] }],
      [{ name: 'typecheck (front ends)', args: [tsc, '-p', 'tsconfig.check-web.json'] }],
    ],
  },
  // Two workers at least: jest's default on 2 cores is one, and the unit step took 12.8 min with
  // one and 4.8 min with two on this 2-core machine (the PGlite specs wait as much as they compute).
  // A worker past 1 GB is replaced: native-ESM module graphs pile up in a long-lived worker and
  // slowed each later file several times over (4.2 min with, 2.5 min without the pile-up).
  {
    name: 'unit tests',
    args: ['tools/jest.mjs', '--selectProjects', 'unit', `--maxWorkers=${UNIT_WORKERS}`, '--workerIdleMemoryLimit=1GB'],
  },
  {
    // Two lanes on two cores. The browser tests ran as a third lane beside them (10.1 min against
    // 6.5 + 5.3 one after the other on a quiet machine), but on a slower machine three lanes at once
    // took 24 min and pushed set-ups and timed steps (sign-in waits, a scheduled send) past their
    // limits; they now run after the lanes.
    // The lanes hold about as much each: on a slower machine outreach 7.0, leads 4.5 and leads' My
    // Leads and team files 1.3 min in the first, the rest 11.5 min in the second, so leads' failover
    // file (0.7 min) runs with the rest.
    name: 'integration tests',
    lanes: [
      [
        { name: 'integration tests (outreach)', args: integration(['services/outreach/']) },
        {
          name: 'integration tests (leads)',
          args: integration([
            'services/leads/',
            '--testPathIgnorePatterns',
            LEADS_WORKSPACE_FILES,
            LEADS_FAILOVER_FILE,
          ]),
        },
        { name: 'integration tests (leads: My Leads and teams)', args: integration([LEADS_WORKSPACE_FILES]) },
      ],
      [
        {
          name: 'integration tests (the rest)',
          args: integration([
            '--testPathIgnorePatterns',
            'services/outreach/',
            `services/leads/(?!${LEADS_FAILOVER_FILE.slice('services/leads/'.length)})`,
          ]),
        },
      ],
    ],
  },
  {
    name: 'browser tests',
    // One lane: two lanes of browser tests took 10.2 min, one 10.7 min.
    args: ['tools/jest.mjs', '--selectProjects', 'e2e', '--runInBand', '--forceExit', '--testTimeout=60000'],
  },
];

const only = process.argv.slice(2);
const results = path.join(root, 'tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
/** Whether this run's build step has built every project (told to the tests as LEADGEN_BUILT). */
let built = false;
/** Each step's (and lane part's) minutes, printed at the end, also when a step fails. */
const timings = [];

function printTimings() {
  process.stdout.write('\ntime per phase:\n');
  for (const [name, s] of timings)
    process.stdout.write(`  ${name.padEnd(46)} ${(s / 60).toFixed(1).padStart(5)} min\n`);
}

const slug = (name) => name.replace(/\W+/g, '-');

/** Runs one part; its output goes to the terminal, or to `log` when lanes run at once. Resolves to its exit code. */
function runPart({ name, args }, log) {
  const isJest = args[0] === 'tools/jest.mjs';
  const outputFile = path.join(results, `${slug(name)}.json`);
  const started = Date.now();
  const out = log ? openSync(log, 'w') : null;
  const child = spawn(node, isJest ? [...args, '--json', `--outputFile=${outputFile}`] : args, {
    cwd: root,
    // Once this run's build step has built every project, tests take the build as it is.
    env: built ? { ...process.env, LEADGEN_BUILT: '1' } : process.env,
    stdio: out === null ? 'inherit' : ['ignore', out, out],
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (out !== null) closeSync(out);
      timings.push([name, (Date.now() - started) / 1000]);
      if (isJest) countTests(outputFile);
      resolve(code ?? 1);
    });
  });
}

function countTests(outputFile) {
  try {
    const summary = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
  } catch {
    // jest did not get far enough to write a summary; its own output says why
  }
}

/** Lanes at once, each lane's parts in turn (a failed part ends its lane); then each part's output, in order. */
async function runLanes(lanes) {
  const codes = await Promise.all(
    lanes.map(async (lane) => {
      for (const part of lane) {
        const code = await runPart(part, path.join(results, `${slug(part.name)}.log`));
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  for (const part of lanes.flat()) {
    try {
      process.stdout.write(
        `\n--- ${part.name} ---\n${readFileSync(path.join(results, `${slug(part.name)}.log`), 'utf8')}`,
      );
    } catch {
      // the lane stopped before this part
    }
  }
  return codes.find((c) => c !== 0) ?? 0;
}

/** `npm test <words>`: the steps, or the lane parts, whose names start with one of them. */
const chosen = (name) => only.length === 0 || only.some((o) => name.startsWith(o));
const chosenLanes = (lanes) =>
  lanes.map((lane) => lane.filter((part) => chosen(part.name))).filter((lane) => lane.length > 0);

const started = Date.now();
for (const step of steps) {
  const lanes = step.lanes && (chosen(step.name) ? step.lanes : chosenLanes(step.lanes));
  if (step.lanes ? lanes.length === 0 : !chosen(step.name)) continue;
  process.stdout.write(`\n=== ${step.name} ===\n`);
  const stepStarted = Date.now();
  const code = lanes ? await runLanes(lanes) : await runPart(step);
  if (step.lanes) timings.push([`${step.name} (lanes at once)`, (Date.now() - stepStarted) / 1000]);
  if (code !== 0) {
    timings.push(['total', (Date.now() - started) / 1000]);
    printTimings();
    process.stdout.write(
      `\n${step.name} failed\n\ntests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed\n`,
    );
    process.exit(code);
  }
  if (step.name === 'build') built = true;
}
timings.push(['total', (Date.now() - started) / 1000]);
printTimings();
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
