// One webpack config for the shell and every remote, so all four share the same
// resolution, loaders and Module Federation sharing rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Singletons: a remote must use the shell's React (hooks break with two copies), its
 * router context, the one event bus/contracts module and the one theme stylesheet.
 */
export function sharedModules(appDir) {
  const deps = { ...readJson(path.join(root, 'package.json')).dependencies, ...readJson(path.join(appDir, 'package.json')).dependencies };
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
    'react-router': singleton('react-router'),
    '@leadgen/ui': singleton('@leadgen/ui'),
    '@leadgen/contracts': singleton('@leadgen/contracts'),
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
        // Entry files keep stable names (the federation runtime cannot resolve [contenthash] in them).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace libs compile from source; contracts' package.json points at its node build.
        alias: {
          '@leadgen/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
          '@leadgen/ui$': path.join(root, 'libs/ui/src/index.ts'),
        },
      },
      module: {
        rules: [
          {
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
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } } : {}),
          // The shell learns where remotes live from /remotes.json at run time, never at build time.
          remotes: {},
          shared: sharedModules(appDir),
          dts: false,
        }),
        new HtmlWebpackPlugin({
          // The shell and every remote serve the same page; only its title differs.
          template: path.join(root, 'tools/webpack/index.html'),
          title,
          chunks: ['main'],
          // The shell answers deep links (/app/...), so its script must load from the root.
          publicPath: isRemote ? 'auto' : '/',
        }),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
