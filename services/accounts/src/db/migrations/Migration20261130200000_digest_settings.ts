import { Migration } from '@mikro-orm/migrations';

/**
 * The weekly digest of a rep's territory watches: on by default. Existing reps need no rows here:
 * the digest worker gives every rep one on its next round, first due a week later.
 */
export class Migration20261130200000_digest_settings extends Migration {
  override name = 'Migration20261130200000_digest_settings';

  override up(): void {
    this.addSql(`create table "digest_settings" (
      "user_id" uuid not null primary key references "users" ("id") on delete cascade,
      "weekly" boolean not null default true,
      "last_sent_at" timestamptz null,
      "covered_until" timestamptz null,
      "next_due_at" timestamptz not null);`);
    // The worker looks for reps due now among those who get the digest.
    this.addSql('create index "digest_settings_due_index" on "digest_settings" ("next_due_at") where "weekly";');
  }

  override down(): void {
    this.addSql('drop table if exists "digest_settings";');
  }
}
