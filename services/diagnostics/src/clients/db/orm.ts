import { serviceDatabase } from '@leadgen/db';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { databaseAnswers } from '@leadgen/db';

/** The diagnostics database (customer lists): PostgreSQL at `url`, else PGlite under `<dataDir>/diagnostics`. */
export const openDatabase = serviceDatabase('diagnostics', ENTITIES, MIGRATIONS);
