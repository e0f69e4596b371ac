import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { root } from '../tools/stack.mjs';

/** The front ends a version of the app is made of: the shell and the remotes it knew. */
export const EARLIER_APPS = ['shell', 'search-mfe', 'analysis-mfe', 'diagnostic-mfe'] as const;

function run(cmd: string, args: string[], cwd: string, what: string): void {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`.slice(-4000));
}

/**
 * Where an earlier commit's front ends are kept once built: the commit's files never change, and
 * they are built with this checkout's installed packages, so the commit and the lock file that
 * installed them name the build. A second run on the machine (the next `npm test`) takes it as it is.
 */
function keptBuildDir(commit: string): string {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), 'leadgen-earlier-builds', `${commit}-${lock}`);
}

/** Builds kept for other lock files (packages since upgraded) are not taken again: they go. */
function forgetOtherBuilds(kept: string): void {
  for (const name of readdirSync(path.dirname(kept))) {
    if (name !== path.basename(kept)) rmSync(path.join(path.dirname(kept), name), { recursive: true, force: true });
  }
}

const builtIn = (appsDir: string) => EARLIER_APPS.every((app) => existsSync(path.join(appsDir, app, 'dist')));

/**
 * The front ends as they were built at an earlier commit, as a team running the previous release
 * would still serve them: the commit's files are taken from this repository's history (git archive),
 * built with this checkout's installed packages, and kept in a folder of the system's temporary
 * files (keptBuildDir), which later runs reuse.
 */
export function buildEarlierApps(commit: string): { appsDir: string } {
  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root });
  if (known.status !== 0)
    throw new Error(
      `commit ${commit} is not in this clone's history: a version-skew test needs the full history (no shallow clone)`,
    );
  const kept = keptBuildDir(commit);
  if (builtIn(kept)) return { appsDir: kept };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-earlier-'));
  try {
    const archive = path.join(dir, 'tree.tar');
    run('git', ['archive', '--format=tar', '-o', archive, commit], root, 'git archive');
    const tree = path.join(dir, 'tree');
    mkdirSync(tree);
    run('tar', ['-xf', archive], tree, 'unpacking the earlier tree');
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    const nx = path.join(root, 'node_modules', '.bin', 'nx');
    run(
      nx,
      ['run-many', '-t', 'build', '-p', ...EARLIER_APPS, '--parallel=2', '--skip-nx-cache'],
      tree,
      'building the earlier apps',
    );
    const built = path.join(dir, 'apps');
    for (const app of EARLIER_APPS) {
      if (!existsSync(path.join(tree, 'apps', app, 'dist'))) throw new Error(`the earlier build has no ${app}/dist`);
      cpSync(path.join(tree, 'apps', app, 'dist'), path.join(built, app, 'dist'), { recursive: true });
    }
    // Moved in whole, so a run stopped halfway never leaves a partial build to be taken later.
    mkdirSync(path.dirname(kept), { recursive: true });
    forgetOtherBuilds(kept);
    try {
      renameSync(built, kept);
    } catch (err) {
      // Another run kept the same build first: theirs is as good.
      if (!builtIn(kept)) throw err;
    }
    return { appsDir: kept };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An apps folder as the gateway serves it (WEB_APPS_DIR), each app taken from the folder named for
 * it: a mix of releases, as when one team has deployed and another has not.
 */
export function composeApps(from: Record<string, string>): { appsDir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-mixed-'));
  for (const [app, appsDir] of Object.entries(from)) {
    mkdirSync(path.join(dir, app));
    symlinkSync(path.join(appsDir, app, 'dist'), path.join(dir, app, 'dist'));
  }
  return { appsDir: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
