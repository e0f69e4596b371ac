import { Migration20261123000000_account_clients } from './Migration20261123000000_account_clients.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike (own migrations table: mikro_orm_migrations_diagnostics). */
export const MIGRATIONS = [{ name: 'Migration20261123000000_account_clients', class: Migration20261123000000_account_clients }];
