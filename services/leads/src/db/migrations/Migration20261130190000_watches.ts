import { Migration } from '@mikro-orm/migrations';

/**
 * Watches: a saved search run in the background (weekly or daily) that records what changed in its
 * territory since its last run. The saved search keeps the watch's schedule and claim (a run is
 * taken by one instance at a time, under a lease, and taken again once if its instance dies), and
 * what the watch has seen of each place; the changes are kept for 'New this week' and the digest.
 * A place first seen by a watch keeps when that watch began, the evidence it opened since.
 */
export class Migration20261130190000_watches extends Migration {
  override name = 'Migration20261130190000_watches';

  override up(): void {
    this.addSql(`alter table "saved_searches"
      add column "watch_frequency" varchar(10) null,
      add column "watch_since" timestamptz null,
      add column "watch_last_run_at" timestamptz null,
      add column "watch_next_run_at" timestamptz null,
      add column "watch_claimed_until" timestamptz null,
      add column "watch_attempts" int not null default 0,
      add column "watch_state" jsonb null;`);
    this.addSql(
      `create index "saved_searches_watch_due_index" on "saved_searches" ("watch_next_run_at") where "watch_frequency" is not null;`,
    );
    this.addSql(`create table "watch_changes" (
      "id" uuid not null primary key,
      "team_id" varchar(100) not null,
      "saved_search_id" uuid not null references "saved_searches" ("id") on delete cascade,
      "place_id" varchar(300) not null,
      "name" varchar(300) not null,
      "kind" varchar(20) not null,
      "reason" text not null,
      "detected_at" timestamptz not null,
      "event_date" varchar(10) null,
      "lead" jsonb null);`);
    this.addSql(`create index "watch_changes_team_index" on "watch_changes" ("team_id", "detected_at" desc);`);
    this.addSql(`alter table "place_sightings" add column "watch_since" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "watch_changes";`);
    this.addSql(`alter table "place_sightings" drop column "watch_since";`);
    this.addSql(`alter table "saved_searches" drop column "watch_frequency", drop column "watch_since",
      drop column "watch_last_run_at", drop column "watch_next_run_at", drop column "watch_claimed_until",
      drop column "watch_attempts", drop column "watch_state";`);
  }
}
