import { Migration } from '@mikro-orm/migrations';

/**
 * What I sell (the rep's offer, one row per rep) and the rep's kept business analyses (the latest
 * 20, to reopen after a reload). Both go with the account: a deleted user takes them along.
 */
export class Migration20261126100000_offers_kept_analyses extends Migration {
  override name = 'Migration20261126100000_offers_kept_analyses';

  override up(): void {
    this.addSql(`create table "offers" (
      "user_id" uuid not null primary key references "users" ("id") on delete cascade,
      "offer" jsonb not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create table "kept_analyses" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "company_name" varchar(300) not null,
      "website_url" varchar(2048) not null,
      "analysis" jsonb not null,
      "created_at" timestamptz not null
    );`);
    this.addSql('create index "kept_analyses_user_id_created_at_index" on "kept_analyses" ("user_id", "created_at" desc);');
  }

  override down(): void {
    this.addSql('drop table if exists "kept_analyses";');
    this.addSql('drop table if exists "offers";');
  }
}
