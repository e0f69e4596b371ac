import { Migration } from '@mikro-orm/migrations';

/** A rep's contact lookups ('Find contacts') this month, counted against the plan's enrichment limit. */
export class Migration20261126000000_usage_enrichments extends Migration {
  override name = 'Migration20261126000000_usage_enrichments';

  override up(): void {
    this.addSql('alter table "usage_records" add column "enrichments_used" int not null default 0;');
  }

  override down(): void {
    this.addSql('alter table "usage_records" drop column "enrichments_used";');
  }
}
