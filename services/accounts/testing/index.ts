// What a test needs to run the accounts service in-process against a NATS URL and a database: its
// settings, its module, its ORM (to seed and read rows), and the names tests look up by.
// Tests import this as `@leadgen/accounts/testing`.
export { AccountsModule } from '../src/accounts.module.js';
export { AuthService } from '../src/auth/auth.service.js';
export { openDatabase } from '../src/db/orm.js';
export { DigestWorker, type DigestTickReport } from '../src/digest/digest.worker.js';
export { digestOptOutToken } from '../src/digest/digest.token.js';
export { AccountsEnvSchema, type AccountsEnv } from '../src/env.js';
export { USAGE_CONSUMER } from '../src/usage/usage.consumer.js';
