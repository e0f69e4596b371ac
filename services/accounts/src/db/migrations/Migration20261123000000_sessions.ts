import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000_sessions extends Migration {
  override name = 'Migration20261123000000_sessions';

  override up(): void {
    this.addSql(`create table "sessions" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "created_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "ended_at" timestamptz null,
      "ip" varchar(100) not null default '',
      "user_agent" varchar(120) not null default ''
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
  }

  override down(): void {
    this.addSql('drop table if exists "sessions";');
  }
}
