import { Migration20261127100000_outreach } from './Migration20261127100000_outreach.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike. */
export const MIGRATIONS = [{ name: 'Migration20261127100000_outreach', class: Migration20261127100000_outreach }];
