import { serviceDatabase } from '@leadgen/db';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { databaseAnswers } from '@leadgen/db';

/** The accounts database: PostgreSQL at `url`, else PGlite under `<dataDir>/accounts`. */
export const openDatabase = serviceDatabase('accounts', ENTITIES, MIGRATIONS);
