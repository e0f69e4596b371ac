import { Migration } from '@mikro-orm/migrations';

/**
 * A saved lead's contacts (emails, phones, people; removed ones kept as tombstones so a new read of
 * the site never brings them back) and its last site read. Both go with the lead when the rep removes it.
 */
export class Migration20261126030000_lead_contacts extends Migration {
  override name = 'Migration20261126030000_lead_contacts';

  override up(): void {
    this.addSql(`create table "lead_contacts" (
      "id" uuid not null primary key,
      "lead_id" uuid not null references "saved_leads" ("id") on delete cascade deferrable initially deferred,
      "user_id" varchar(100) not null,
      "kind" varchar(10) not null,
      "value" varchar(200) not null,
      "value_key" varchar(200) not null,
      "display" varchar(100) null,
      "label" varchar(50) not null,
      "email" varchar(200) null,
      "phone" varchar(40) null,
      "disposable" boolean not null default false,
      "source" varchar(10) not null,
      "edited" boolean not null default false,
      "page_url" varchar(2048) null,
      "evidence" varchar(400) null,
      "removed_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create unique index "lead_contacts_lead_kind_key_unique" on "lead_contacts" ("lead_id", "kind", "value_key");`);
    this.addSql(`create table "lead_contact_reads" (
      "lead_id" uuid not null primary key references "saved_leads" ("id") on delete cascade deferrable initially deferred,
      "user_id" varchar(100) not null,
      "result" jsonb not null,
      "read_at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "lead_contact_reads";`);
    this.addSql(`drop table if exists "lead_contacts";`);
  }
}
