// Bundles a built service (dist/main.js and everything it imports) into dist/main.bundle.mjs, the
// file its package.json names as `main` and the stack starts. A restarted service then reads one
// file instead of resolving and compiling some two thousand modules: its start-up takes about a
// quarter less CPU (docs/benchmarks.md), which is most of how long a killed part takes to come back.
// Packages that read files beside their own code (PGlite's WebAssembly, MikroORM's drivers) or
// that Nest loads only when a feature is used stay outside the bundle, loaded from node_modules.
// Run from the service's folder by its build target (tools/nx/project-targets.mjs).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Packages that read files beside their own code (the given-name lists too): always loaded from node_modules. */
const READ_FILES_BESIDE_THEM = ['@electric-sql/pglite', '@mikro-orm/*', 'pg-native', '@stdlib/*'];

/**
 * Loaded by Nest only for transports and features a service may not use: outside the bundle unless
 * the service names the package as its own dependency (the gateway's HTTP adapter, which Nest would
 * otherwise resolve from node_modules while the gateway starts: a quarter of a second idle).
 */
const NEST_OPTIONAL = [
  '@nestjs/websockets',
  '@nestjs/websockets/*',
  '@nestjs/platform-express',
  'class-validator',
  'class-transformer',
  '@grpc/*',
  '@fastify/*',
  'kafkajs',
  'mqtt',
  'ioredis',
  'amqplib',
  'amqp-connection-manager',
];

const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = [...READ_FILES_BESIDE_THEM, ...NEST_OPTIONAL.filter((name) => !(name in dependencies))];

await build({
  entryPoints: ['dist/main.js'],
  outfile: 'dist/main.bundle.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  // Packages written as CommonJS call require(): the bundle gives them Node's, from its own folder.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
  // Nest reads class names for its providers, and errors' stacks name functions: keep names.
  keepNames: true,
  logLevel: 'error',
});
