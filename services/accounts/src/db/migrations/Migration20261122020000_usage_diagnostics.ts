import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020000_usage_diagnostics extends Migration {
  override name = 'Migration20261122020000_usage_diagnostics';

  override up(): void {
    this.addSql('alter table "usage_records" add column "diagnostics_run" int not null default 0;');
  }

  override down(): void {
    this.addSql('alter table "usage_records" drop column "diagnostics_run";');
  }
}
