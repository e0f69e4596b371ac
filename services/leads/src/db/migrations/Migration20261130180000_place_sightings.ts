import { Migration } from '@mikro-orm/migrations';

/**
 * What the product saw of each place its searches answered: when it first and last saw it, and
 * what Google said of it then (announced or open, the announced opening day), so an announced
 * opening is remembered once it opens. Keyed by the place id, the one thing Google's terms let the
 * product keep for good; the rest is refreshed by every search and forgotten after 30 days unseen.
 */
export class Migration20261130180000_place_sightings extends Migration {
  override name = 'Migration20261130180000_place_sightings';

  override up(): void {
    this.addSql(`create table "place_sightings" (
      "place_id" varchar(300) not null primary key,
      "first_seen_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "first_status" varchar(20) not null,
      "status" varchar(20) null,
      "announced_opening" date null,
      "opened_seen_at" timestamptz null);`);
    this.addSql(`create index "place_sightings_last_seen_index" on "place_sightings" ("last_seen_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "place_sightings";`);
  }
}
