import type { MikroORM } from '@mikro-orm/core';
import { openDatabase as open } from '@leadgen/db';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export { databaseAnswers } from '@leadgen/db';

/** The leads database (My Leads): PostgreSQL at `url`, else PGlite under `<dataDir>/leads`. */
export function openDatabase(target: {
  url?: string;
  dataDir: string;
  debug?: boolean;
  log?: (message: string) => void;
}): Promise<MikroORM> {
  return open({ ...target, name: 'leads', entities: ENTITIES, migrations: MIGRATIONS });
}
