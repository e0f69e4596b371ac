// Moved to libs/test-kit (`@leadgen/test-kit`): this file stays only until the suites still importing it move.
export * from '@leadgen/test-kit';
