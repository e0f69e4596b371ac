import { base } from './jest.preset.js';

const roots = ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/apps', '<rootDir>/tests'];

export default {
  rootDir: '.',
  projects: [
    {
      ...base,
      rootDir: '.',
      displayName: 'unit',
      roots: [...roots, '<rootDir>/tools'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      testPathIgnorePatterns: [...base.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'],
    },
    {
      ...base,
      rootDir: '.',
      displayName: 'integration',
      roots,
      testMatch: ['**/*.int.spec.ts'],
      globalSetup: '<rootDir>/tools/jest/infra-setup.js',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/suite-nats.mjs'],
      globalTeardown: '<rootDir>/tools/jest/infra-teardown.js',
    },
    {
      ...base,
      rootDir: '.',
      displayName: 'e2e',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/tools/jest/e2e-setup.js',
      globalTeardown: '<rootDir>/tools/jest/e2e-teardown.js',
    },
  ],
};
