import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Services are apps, which Nx refuses to let anything import. Tests (and their harness) start one
// in-process through its public `testing` export alone; tools/*.mjs (the stack, NATS) belongs to no project.
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const testsMayImport = [`^@leadgen/(${services.join('|')})/testing$`, '^(\\.\\./)+tools/[a-z-]+\\.mjs$'];

const boundaries = {
  enforceBuildableLibDependency: false,
  depConstraints: [
    // Contracts are the shared language: they depend on nothing of ours.
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:server-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
    // Services speak only through contracts and server libs: never front-end code, never each other.
    { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
    { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
    // The simulated outside world speaks the real protocols; it shares contracts and server libs, nothing else.
    { sourceTag: 'type:simulator', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
    // Remotes never import each other or the shell.
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
    { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    // Tests and their harness: contracts, server libs (and their `testing` exports) and the test kit by
    // their package names; services only through their `testing` export (testsMayImport above).
    { sourceTag: 'type:test-kit', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
    { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:test-kit'] },
  ],
};

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'coverage/**',
      'e2e/screenshots/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // A file holds one idea: past 300 lines it usually holds several (data tables are exempt below).
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      // A function does one named step: past about 80 lines it does several.
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      '@nx/enforce-module-boundaries': ['error', { ...boundaries, allow: [] }],
    },
  },
  {
    // Tests import every project by its package name, never by a relative path into it.
    files: ['services/*/tests/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', 'libs/test-kit/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...boundaries, allow: testsMayImport }] },
  },
  {
    // A test's describe block holds its cases, and a generated-data table is long by nature.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/tests/**', 'e2e/**'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    // The scripts (start, stack, bench) are held to the same sizes as the code they run.
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
];
