import { Migration } from '@mikro-orm/migrations';

/** A saved lead's cuisine and city as columns, so the list filters by them through an index. */
export class Migration20261125120000_my_leads_cuisine_city extends Migration {
  override name = 'Migration20261125120000_my_leads_cuisine_city';

  override up(): void {
    this.addSql(`alter table "saved_leads"
      add column "cuisine_type" varchar(60) not null default '',
      add column "city" varchar(100) null,
      add column "city_key" varchar(100) null;`);
    // Leads saved before: their cuisine and city come from the facts kept with them.
    this.addSql(`update "saved_leads" set
      "cuisine_type" = left(coalesce(trim("lead" ->> 'cuisine_type'), ''), 60),
      "city" = left(nullif(trim("lead" #>> '{address_parts,city}'), ''), 100),
      "city_key" = lower(left(nullif(trim("lead" #>> '{address_parts,city}'), ''), 100));`);
    this.addSql(`create index "saved_leads_user_cuisine_updated_index" on "saved_leads" ("user_id", "cuisine_type", "updated_at" desc);`);
    this.addSql(`create index "saved_leads_user_city_updated_index" on "saved_leads" ("user_id", "city_key", "updated_at" desc);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "saved_leads_user_city_updated_index";`);
    this.addSql(`drop index if exists "saved_leads_user_cuisine_updated_index";`);
    this.addSql(`alter table "saved_leads" drop column if exists "city_key", drop column if exists "city", drop column if exists "cuisine_type";`);
  }
}
