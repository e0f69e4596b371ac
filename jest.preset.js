// Shared jest settings: TypeScript through swc as native ESM (NestJS 12 and MikroORM 7 are ESM-only).
import { readdirSync } from 'node:fs';

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

// A service's `testing` export (services/<svc>/testing) is how tests start it in-process.
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    [`^@leadgen/(${services.join('|')})/testing$`]: '<rootDir>/services/$1/testing/index.ts',
    '^@leadgen/([a-z-]+)/testing$': '<rootDir>/libs/$1/src/testing/index.ts',
    '^@leadgen/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
