// Shared jest settings: TypeScript through swc as native ESM (NestJS 12 and MikroORM 7 are ESM-only).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@leadgen/([a-z-]+)/testing$': '<rootDir>/libs/$1/src/testing/index.ts',
    '^@leadgen/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
