import { serviceDatabase } from '@leadgen/db';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { databaseAnswers } from '@leadgen/db';

/** The leads database (My Leads): PostgreSQL at `url`, else PGlite under `<dataDir>/leads`. */
export const openDatabase = serviceDatabase('leads', ENTITIES, MIGRATIONS);
