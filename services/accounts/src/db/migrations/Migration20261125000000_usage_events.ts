import { Migration } from '@mikro-orm/migrations';

/**
 * The usage events counted lately, by id and kind (the gateway call's id, or the event's own), so
 * an event delivered again after its batch was committed (accounts stopped before acknowledging
 * it) or reported twice by a retried call counts once. `stream_seq` is its place in the usage
 * stream: an id is forgotten only once the stream can no longer deliver it again.
 */
export class Migration20261125000000_usage_events extends Migration {
  override name = 'Migration20261125000000_usage_events';

  override up(): void {
    this.addSql('alter table "usage_calls" rename to "usage_events";');
    this.addSql('alter table "usage_events" rename column "call_id" to "event_id";');
    this.addSql('alter table "usage_events" add column "stream_seq" bigint null;');
    this.addSql('alter index "usage_calls_recorded_at_index" rename to "usage_events_recorded_at_index";');
  }

  override down(): void {
    this.addSql('alter index "usage_events_recorded_at_index" rename to "usage_calls_recorded_at_index";');
    this.addSql('alter table "usage_events" drop column "stream_seq";');
    this.addSql('alter table "usage_events" rename column "event_id" to "call_id";');
    this.addSql('alter table "usage_events" rename to "usage_calls";');
  }
}
