// One webpack config for the shell and every remote, so all four share the same
// resolution, loaders and Module Federation sharing rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PRERENDER_BUILD, PrerenderedPagesPlugin, prerenderBuild } from './prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Singletons, shared by every remote's build and provided by the shell at run time
 * (hostShared): a remote must use the shell's React (hooks break with two copies), the one
 * contracts module (the shell's ApiClient throws its ApiError, which a remote's apiErrorText
 * recognises) and the one theme stylesheet. A shared module is loaded whole, never tree-shaken,
 * so only what a remote needs is shared: react-router is the shell's alone (no remote routes),
 * and the contracts are shared as their browser entry, without zod classic or payload schemas.
 * TanStack Query is one copy for every remote (the shell hands it out on demand, see
 * federation.host.ts); each remote still builds its own as the fallback an older shell needs.
 */
export function sharedModules(appDir) {
  const deps = {
    ...readJson(path.join(root, 'package.json')).dependencies,
    ...readJson(path.join(appDir, 'package.json')).dependencies,
  };
  const version = (name) => {
    const v = deps[name];
    if (!v) throw new Error(`${name} is shared but missing from ${appDir}/package.json dependencies`);
    return v;
  };
  const singleton = (pkg) => ({ singleton: true, requiredVersion: version(pkg) });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    '@leadgen/ui': singleton('@leadgen/ui'),
    '@leadgen/contracts': singleton('@leadgen/contracts'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
}

/** The version of a package as installed (hoisted in the root node_modules; workspace libs are links). */
const installedVersion = (pkg) => readJson(path.join(root, 'node_modules', pkg, 'package.json')).version;

/**
 * What the shell hands the remotes at run time (apps/shell/src/remotes/federation.host.ts): the
 * same modules, versions and requirements the remotes' builds share, so each remote takes the
 * shell's copy.
 */
export function hostShared(appDir) {
  return Object.fromEntries(
    Object.entries(sharedModules(appDir)).map(([name, { requiredVersion }]) => {
      const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      return [name, { version: installedVersion(pkg), requiredVersion }];
    }),
  );
}

/** Text files worth compressing: scripts, styles, pages, manifests and images as markup. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * A .br (brotli, highest quality) and a .gz (gzip level 9) beside every text file over 1 KB, so
 * a server sends the smallest the browser accepts without compressing on each request.
 */
function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * How every build finds modules: workspace libs compile from source; contracts' package.json
 * points at its node build, and the browser takes its own entry (browser.ts: no zod classic, no
 * payload schemas).
 */
function resolveFrom() {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      '@leadgen/contracts$': path.join(root, 'libs/contracts/src/browser.ts'),
      '@leadgen/ui$': path.join(root, 'libs/ui/src/index.ts'),
    },
  };
}

/** TypeScript and JSX through swc. */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (holds package.json, src/, dist/)
 * @param {string} options.name federation name (search_mfe...) or 'shell'
 * @param {string} options.title page title of the standalone html page
 * @param {Record<string,string>} [options.exposes] present for remotes
 */
export function federatedApp({ appDir, name, title, exposes }) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    const browser = browserBuild({ appDir, name, title, exposes, isRemote, production });
    if (isRemote || !production) return browser;
    // The shell's public pages are also built as finished HTML, from a Node build made first.
    return [
      prerenderBuild({ root, appDir, rules: [scriptRule(production)], resolve: resolveFrom() }),
      {
        ...browser,
        dependencies: [PRERENDER_BUILD],
        plugins: [...browser.plugins, new PrerenderedPagesPlugin({ root })],
      },
    ];
  };
}

/** The build the browser loads: a remote's federation container, or the shell's plain bundle. */
function browserBuild({ appDir, name, title, exposes, isRemote, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // 'auto' lets a remote find its chunks wherever it is hosted.
      publicPath: 'auto',
      uniqueName: name,
      // A remote's entry keeps a stable name (the federation runtime cannot resolve [contenthash]
      // in it). The shell is no federation container: its entry is named by its content, so a
      // browser keeps it a year and index.html (never cached stale) names the new one after a deploy.
      filename: production && !isRemote ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: resolveFrom(),
    module: {
      rules: [
        scriptRule(production),
        // Styles ship as minified .css files beside their chunks: the browser parses them while the
        // scripts download instead of running script to insert them, and a page paints styled.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      // A remote is a federation container. The shell is a plain bundle whose main app starts the
      // federation runtime itself, so the public pages (landing, sign-in, sign-up) carry none.
      isRemote
        ? new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            manifest: { fileName: 'mf-manifest.json' },
            // A remote loads no other remote; the shell finds the remotes in /remotes.json at run time.
            remotes: {},
            shared: sharedModules(appDir),
            dts: false,
            // Every federated app runs in a browser: the runtime leaves out its Node loading code.
            experiments: { optimization: { target: 'web' } },
          })
        : new webpack.DefinePlugin({
            FEDERATION_SHARED: JSON.stringify(hostShared(appDir)),
            ENV_TARGET: JSON.stringify('web'),
          }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(production ? precompressed() : []),
      new HtmlWebpackPlugin({
        // The shell and every remote serve the same page; only its title differs.
        template: path.join(root, 'tools/webpack/index.html'),
        title,
        chunks: ['main'],
        // The shell answers deep links (/app/...), so its script must load from the root.
        publicPath: isRemote ? 'auto' : '/',
      }),
    ],
    // The shell's packages stay in the named chunk that uses them (the federation runtime in
    // 'federation', loaded with the first remote) rather than in numbered vendor chunks.
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      ...(isRemote ? {} : { splitChunks: { cacheGroups: { defaultVendors: false } } }),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
