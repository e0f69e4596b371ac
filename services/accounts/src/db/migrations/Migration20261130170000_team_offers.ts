import { Migration } from '@mikro-orm/migrations';

/** What I sell, for a whole team: an admin sets it; every rep without an offer of their own sends it as themselves. */
export class Migration20261130170000_team_offers extends Migration {
  override name = 'Migration20261130170000_team_offers';

  override up(): void {
    this.addSql(`create table "team_offers" (
      "team_id" uuid not null primary key references "teams" ("id") on delete cascade,
      "offer" jsonb not null,
      "updated_at" timestamptz not null,
      "updated_by" varchar(200) not null default '');`);
  }

  override down(): void {
    this.addSql('drop table if exists "team_offers";');
  }
}
