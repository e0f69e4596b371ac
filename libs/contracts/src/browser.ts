/*
 * The contracts as the front ends load them (webpack resolves @leadgen/contracts here; services and
 * tests import index.ts): what the browser uses at run time, and nothing that needs zod classic or
 * a payload's schema. The typed client calls through ENDPOINTS (method and path of each route);
 * the few replies checked in the browser (the error envelope, the session, a typed-in URL) are
 * zod/mini schemas, whose objects validate without compiling code, so the app's Content Security
 * Policy (no eval) holds without zod's jitless setting. Types come from index.ts as before.
 */
export * from './error.js';
export * from './web-url.js';
export * from './session.js';
export * from './endpoints.js';
export * from './client.js';
export * from './api-error-text.js';
export * from './shell.tabs.js';
export * from './shell.remotes.js';
export * from './shell.js';
export * from './health.constants.js';
export * from './accounts.constants.js';
export * from './accounts.plans.js';
export * from './leads.constants.js';
export * from './my-leads.constants.js';
export * from './diagnostics.constants.js';
export * from './demo-sites.constants.js';
export * from './demo-vendors.js';
export * from './slug.js';
export * from './offer.from-analysis.js';
export * from './offer.constants.js';
export * from './contacts.constants.js';
export * from './outreach.constants.js';
export * from './display-names.js';
