import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000_account_clients extends Migration {
  override name = 'Migration20261123000000_account_clients';

  override up(): void {
    this.addSql(`create table "account_clients" (
      "id" uuid not null primary key,
      "account_id" varchar(100) not null,
      "name" varchar(200) not null,
      "dedup_key" varchar(400) not null,
      "address" varchar(300) null,
      "city" varchar(100) not null,
      "state" varchar(2) not null,
      "website" varchar(2048) null,
      "latitude" double precision null,
      "longitude" double precision null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create index "account_clients_account_id_index" on "account_clients" ("account_id");`);
    this.addSql(`alter table "account_clients" add constraint "account_clients_account_key_unique" unique ("account_id", "dedup_key");`);
  }

  override down(): void {
    this.addSql('drop table if exists "account_clients";');
  }
}
