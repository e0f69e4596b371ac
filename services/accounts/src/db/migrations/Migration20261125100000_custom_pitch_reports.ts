import { Migration } from '@mikro-orm/migrations';

/**
 * The business report each rep selected for custom pitches, kept with the account (leads kept it
 * before, in its own `user_preferences` table, which it still holds for the carry-over: accounts
 * asks leads for a rep's old selection the first time it has no row for them).
 */
export class Migration20261125100000_custom_pitch_reports extends Migration {
  override name = 'Migration20261125100000_custom_pitch_reports';

  override up(): void {
    this.addSql(`create table "custom_pitch_reports" (
      "user_id" uuid not null primary key references "users" ("id") on delete cascade,
      "report" jsonb null,
      "carried_over" boolean not null default false,
      "updated_at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "custom_pitch_reports";');
  }
}
