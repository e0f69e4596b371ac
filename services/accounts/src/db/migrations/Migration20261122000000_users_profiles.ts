import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_users_profiles extends Migration {
  override name = 'Migration20261122000000_users_profiles';

  override up(): void {
    this.addSql(`create table "users" (
      "id" uuid not null primary key,
      "email" varchar(254) not null,
      "password_hash" varchar(255) not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create table "profiles" (
      "id" uuid not null primary key references "users" ("id") on delete cascade,
      "email" varchar(254) not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "company_name" varchar(200) null,
      "company_size" varchar(50) null,
      "company_website" varchar(2048) null,
      "role" varchar(100) null,
      "subscription_tier" varchar(20) not null default 'free',
      "credits_remaining" int not null default 100,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "profiles";');
    this.addSql('drop table if exists "users";');
  }
}
