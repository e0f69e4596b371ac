export * from './settings.js';
export * from './prompt.js';
export * from './structured-generator.js';
