import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000_verification_usage_throttles extends Migration {
  override name = 'Migration20261122010000_verification_usage_throttles';

  override up(): void {
    this.addSql(`create table "email_verifications" (
      "email" varchar(254) not null primary key,
      "code_hash" varchar(128) not null,
      "expires_at" timestamptz not null,
      "attempts" int not null default 0,
      "sent_at" timestamptz not null,
      "verified_at" timestamptz null
    );`);
    this.addSql(`create table "usage_records" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "period_start" date not null,
      "leads_searched" int not null default 0,
      "pitches_generated" int not null default 0,
      "exports_used" int not null default 0,
      primary key ("user_id", "period_start")
    );`);
    this.addSql(`create table "throttles" (
      "key" varchar(300) not null primary key,
      "hits" int not null default 0,
      "window_start" timestamptz not null,
      "failures" int not null default 0,
      "locked_until" timestamptz null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "throttles";');
    this.addSql('drop table if exists "usage_records";');
    this.addSql('drop table if exists "email_verifications";');
  }
}
