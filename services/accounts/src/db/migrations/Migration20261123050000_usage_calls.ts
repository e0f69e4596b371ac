import { Migration } from '@mikro-orm/migrations';

/** The gateway calls whose usage was counted, so a call retried on a second instance counts once. */
export class Migration20261123050000_usage_calls extends Migration {
  override name = 'Migration20261123050000_usage_calls';

  override up(): void {
    this.addSql(
      'create table "usage_calls" ("call_id" varchar(100) not null, "kind" varchar(40) not null, "recorded_at" timestamptz not null default now(), primary key ("call_id", "kind"));',
    );
    this.addSql('create index "usage_calls_recorded_at_index" on "usage_calls" ("recorded_at");');
  }

  override down(): void {
    this.addSql('drop table if exists "usage_calls";');
  }
}
