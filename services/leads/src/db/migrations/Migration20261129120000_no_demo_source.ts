import { Migration } from '@mikro-orm/migrations';

/**
 * 'demo' is no longer a source of leads: the default install's restaurants come from the simulated
 * Places API as 'google' does. A lead saved when the fictional dataset was its own source keeps
 * no source rather than one nothing produces.
 */
export class Migration20261129120000_no_demo_source extends Migration {
  override name = 'Migration20261129120000_no_demo_source';

  override up(): void {
    this.addSql(`update "saved_leads" set "data_source" = null where "data_source" = 'demo';`);
    this.addSql(`update "saved_leads" set "lead" = "lead" - 'data_source' where "lead" ->> 'data_source' = 'demo';`);
  }

  // Nothing to put back: which leads were 'demo' is not kept.
  override down(): void {}
}
