import { Migration20261122000000_users_profiles } from './Migration20261122000000_users_profiles.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_users_profiles', class: Migration20261122000000_users_profiles },
];
