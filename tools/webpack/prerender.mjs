// The shell's pages built as finished HTML (landing.html): a Node build of src/prerender.tsx
// renders each page with every screen chunk loaded, and the browser build puts that HTML into a
// copy of the shell's index.html, with the page's own stylesheet and script asked for up front.
// The app then takes the page over in the browser (apps/shell/src/bootstrap.tsx); the gateway
// sends /landing as landing.html.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/** Page path -> the screen chunk it shows (its webpackChunkName in apps/shell/src/app/app.routes.tsx). */
export const PRERENDERED_PAGES = { '/landing': 'landing' };

/** Name of the Node build, which the browser build waits for (webpack's `dependencies`). */
export const PRERENDER_BUILD = 'shell-prerender';

const outputDir = (root) => path.join(root, 'node_modules/.cache/leadgen-prerender');

/**
 * The Node build: one file (screen chunks inlined, so rendering waits for no chunk), styles left
 * out (the browser build extracts them), kept outside dist so it is never served.
 */
export function prerenderBuild({ root, appDir, rules, resolve }) {
  return {
    name: PRERENDER_BUILD,
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: outputDir(root), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve,
    module: { rules: [...rules, { test: /\.css$/, type: 'asset/source' }] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The Node build as it is now: a rebuild (watch mode) must not render with the previous one. */
function freshBundle(root) {
  const file = path.join(outputDir(root), 'prerender.cjs');
  const require = createRequire(import.meta.url);
  delete require.cache[file];
  return require(file);
}

/** The stylesheets and scripts of a named chunk group (a screen), as the page links them. */
function chunkFiles(compilation, chunkName) {
  const group = compilation.namedChunkGroups.get(chunkName);
  if (!group) throw new Error(`No chunk named ${chunkName} to prerender`);
  const files = group.chunks.flatMap((chunk) => [...chunk.files]);
  return { css: files.filter((f) => f.endsWith('.css')), js: files.filter((f) => f.endsWith('.js')) };
}

/**
 * Writes each page of PRERENDERED_PAGES beside the shell's index.html: the same page, with the
 * page's HTML in #root (marked with its path, so the app hydrates only there) and its screen's
 * stylesheet and script asked for in the head, after the shell's own.
 */
export class PrerenderedPagesPlugin {
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrerenderedPagesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After index.html is written, before the precompressed copies are made.
        { name: PrerenderedPagesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const shellPage = compilation.getAsset('index.html')?.source.source().toString();
          if (!shellPage) throw new Error('index.html must be built before the prerendered pages');
          const { renderPage } = freshBundle(this.root);
          for (const [pagePath, chunkName] of Object.entries(PRERENDERED_PAGES)) {
            const page = pageHtml(shellPage, {
              pagePath,
              body: await renderPage(pagePath),
              head: pageHead(compilation, chunkName),
            });
            // Marked minimized: React finds its place in the page by its comments (<!--$-->) and
            // exact text, which an HTML minifier would take out.
            compilation.emitAsset(`${pagePath.slice(1)}.html`, new sources.RawSource(page), { minimized: true });
          }
        },
      );
    });
  }
}

/** The screen's stylesheet links and script preloads. */
function pageHead(compilation, chunkName) {
  const { css, js } = chunkFiles(compilation, chunkName);
  return [
    ...css.map((f) => `<link href="/${f}" rel="stylesheet">`),
    ...js.map((f) => `<link href="/${f}" rel="preload" as="script">`),
  ].join('');
}

/** index.html asks the runtime settings with the page; a prerendered page shows the same to everyone and never reads them. */
const SETTINGS_PRELOAD = /<link rel="?preload"? href="?\/api\/config"?[^>]*>/;

/** The shell's page with a page's HTML in #root and its head additions last in the head. */
function pageHtml(shellPage, { pagePath, body, head }) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(shellPage) || !shellPage.includes('</head>'))
    throw new Error('index.html has no empty #root or no </head>');
  return shellPage
    .replace(SETTINGS_PRELOAD, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${pagePath}">${body}</div>`);
}
