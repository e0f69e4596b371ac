import { Migration } from '@mikro-orm/migrations';

/**
 * What a bulk change replaced, kept for its Undo: the leads' fields before the change (or, for a
 * removal, the removed rows of every table that belongs to them), until it is undone or expires.
 */
export class Migration20261126080000_bulk_undo extends Migration {
  override name = 'Migration20261126080000_bulk_undo';

  override up(): void {
    this.addSql(`create table "lead_undos" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "action" varchar(10) not null,
      "snapshot" jsonb not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "lead_undos_expires_index" on "lead_undos" ("expires_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "lead_undos";`);
  }
}
