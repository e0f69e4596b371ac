import { Migration } from '@mikro-orm/migrations';

/**
 * Teams of reps. Existing accounts need no rows: a rep without a membership is a team of one,
 * keyed by their own id, so every rep's work stays where it was.
 */
export class Migration20261130100000_teams extends Migration {
  override name = 'Migration20261130100000_teams';

  override up(): void {
    this.addSql(`create table "teams" (
      "id" uuid not null primary key references "users" ("id") on delete cascade,
      "name" varchar(200) not null,
      "created_at" timestamptz not null);`);
    this.addSql(`create table "team_members" (
      "user_id" uuid not null primary key references "users" ("id") on delete cascade,
      "team_id" uuid not null references "teams" ("id") on delete cascade,
      "role" varchar(10) not null check ("role" in ('admin', 'rep')),
      "joined_at" timestamptz not null);`);
    this.addSql('create index "team_members_team_id_index" on "team_members" ("team_id");');
    this.addSql(`create table "team_invites" (
      "id" uuid not null primary key,
      "team_id" uuid not null references "teams" ("id") on delete cascade,
      "email" varchar(254) not null,
      "role" varchar(10) not null check ("role" in ('admin', 'rep')),
      "code_hash" varchar(128) not null unique,
      "invited_by" uuid not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "accepted_at" timestamptz null);`);
    this.addSql('create index "team_invites_team_id_index" on "team_invites" ("team_id");');
  }

  override down(): void {
    this.addSql('drop table if exists "team_invites";');
    this.addSql('drop table if exists "team_members";');
    this.addSql('drop table if exists "teams";');
  }
}
