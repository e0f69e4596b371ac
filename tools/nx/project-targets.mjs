// The targets every app, service and library shares, read from the files that make each kind,
// so a project.json holds only its name, tags and what is truly its own. Caching, inputs and
// `^build` stay in nx.json's targetDefaults; a target in a project.json overrides what is here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SWC_BUILD =
  "swc src -d dist --strip-leading-paths --config-file ../../tools/swc/node.swcrc --ignore '**/*.spec.ts,**/*.spec.tsx' --quiet";

/** The one file a bundled service starts from. */
const BUNDLE = 'dist/main.bundle.mjs';

const run = (command, cwd) => ({ executor: 'nx:run-commands', options: cwd ? { command, cwd } : { command } });

/** What the files in a project folder say it is. */
function projectKind(workspaceRoot, root) {
  const has = (file) => existsSync(path.join(workspaceRoot, root, file));
  const { exports, main } = JSON.parse(readFileSync(path.join(workspaceRoot, root, 'package.json'), 'utf8'));
  return {
    // A front end: webpack bundles it (shell or remote).
    webApp: has('webpack.config.js'),
    // A process of its own: it starts from src/main.ts.
    runnable: has('src/main.ts'),
    // A service started from one bundled file (tools/bundle-service.mjs): its package.json's main.
    bundled: main === BUNDLE,
    // A library other packages import from its sources (the front ends' shared UI) needs no build.
    // Only the main entry counts: a service's `testing` export is read from source by tests.
    fromSource: Boolean(exports?.['.']) && !JSON.stringify(exports['.']).includes('/dist/'),
  };
}

/** Type check, tests and lint: the same for every project. */
function checkTargets(root) {
  return {
    typecheck: run('tsc -p tsconfig.json --noEmit', '{projectRoot}'),
    test: run(`node tools/jest.mjs --selectProjects unit integration --testPathPatterns ${root}/`),
    lint: run(`eslint ${root}`),
  };
}

/** A front end is bundled by webpack and served as static files; a Node package is compiled by swc. */
function buildTargets(root, kind) {
  const folder = path.basename(root);
  const serve = (command) => ({ ...run(command, '{projectRoot}'), dependsOn: ['build'], continuous: true });
  const build = (command) => ({ ...run(command, '{projectRoot}'), outputs: ['{projectRoot}/dist'] });
  if (kind.webApp) {
    return {
      build: build('webpack --config webpack.config.js --mode production'),
      serve: serve(`node ../../tools/serve-static.mjs ${folder}`),
    };
  }
  if (kind.fromSource) return {};
  return {
    build: build(kind.bundled ? `${SWC_BUILD} && node ../../tools/bundle-service.mjs` : SWC_BUILD),
    ...(kind.runnable ? { serve: serve(`node ${kind.bundled ? BUNDLE : 'dist/main.js'}`) } : {}),
  };
}

/** @type {import('@nx/devkit').CreateNodes} */
export const createNodes = [
  '{apps,services,libs}/*/project.json',
  (projectFiles, _options, context) =>
    projectFiles.map((file) => {
      const root = path.dirname(file);
      const kind = projectKind(context.workspaceRoot, root);
      const targets = { ...checkTargets(root), ...buildTargets(root, kind) };
      const project = {
        root,
        sourceRoot: `${root}/src`,
        projectType: kind.runnable ? 'application' : 'library',
        targets,
      };
      return [file, { projects: { [root]: project } }];
    }),
];
