import { serviceDatabase } from '@leadgen/db';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { databaseAnswers } from '@leadgen/db';

/** The outreach database: PostgreSQL at `url`, else PGlite under `<dataDir>/outreach`. */
export const openDatabase = serviceDatabase('outreach', ENTITIES, MIGRATIONS);
