// The shared harness of the integration tests: the product's web client against a running
// gateway, reps signed in through the real accounts service, requests from a chosen client address
// or as raw bytes, the usage stream as the areas write it, and built front ends on disk.
export * from './accounts.js';
export * from './api.js';
export * from './client-address.js';
export * from './raw-http.js';
export * from './usage.js';
export * from './usage-heard.js';
export * from './web-apps.js';
export * from './team.js';
export * from './fresh-database.js';
