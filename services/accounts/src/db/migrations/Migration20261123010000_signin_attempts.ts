import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in protection without a lock-out switch: failed tries are kept per email and address
 * (growing delays for that address, an hourly cap for the account), and the addresses that signed
 * in to an account successfully are remembered so the cap never shuts its owner out. The old
 * per-email lock (throttles.failures / locked_until) goes.
 */
export class Migration20261123010000_signin_attempts extends Migration {
  override name = 'Migration20261123010000_signin_attempts';

  override up(): void {
    this.addSql(`create table "signin_failures" (
      "id" bigserial primary key,
      "email" varchar(254) not null,
      "address" varchar(100) not null,
      "failed_at" timestamptz not null
    );`);
    this.addSql('create index "signin_failures_email_failed_at_index" on "signin_failures" ("email", "failed_at");');
    this.addSql('create index "signin_failures_failed_at_index" on "signin_failures" ("failed_at");');
    this.addSql(`create table "signin_addresses" (
      "email" varchar(254) not null,
      "address" varchar(100) not null,
      "signed_in_at" timestamptz not null,
      primary key ("email", "address")
    );`);
    this.addSql(`delete from "throttles" where "key" like 'lock:signin:%';`);
    this.addSql('alter table "throttles" drop column "failures", drop column "locked_until";');
  }

  override down(): void {
    this.addSql('alter table "throttles" add column "failures" int not null default 0, add column "locked_until" timestamptz null;');
    this.addSql('drop table if exists "signin_addresses";');
    this.addSql('drop table if exists "signin_failures";');
  }
}
