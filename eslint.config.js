import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Contracts are the shared language: they depend on nothing of ours.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:server-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
            // Services speak only through contracts and server libs: never front-end code, never each other.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
            // Remotes never import each other or the shell.
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // The test harness composes the whole system, so it may reach into every project.
    files: ['tests/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // A test's describe block holds its cases, and a generated-data table is long by nature.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/tests/**', 'e2e/**'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
];
