// First: how schemas validate in the browser must be set before any schema is built.
import './browser.js';
export * from './error.js';
export * from './null-character.js';
export * from './subjects.js';
export * from './health.js';
export * from './common.js';
export * from './accounts.js';
export * from './leads.js';
export * from './analysis.js';
export * from './diagnostics.js';
export * from './routes.js';
export * from './rpc.js';
export * from './shell.js';
export * from './client.js';
export * from './api-error-text.js';
export * from './slug.js';
export * from './demo-sites.js';
export * from './demo-vendors.js';
