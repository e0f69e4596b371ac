import { Migration } from '@mikro-orm/migrations';

/**
 * The list's default order (updated, newest first, then id) read straight from an index, with or
 * without a status filter: a page is the index's next 50 entries, not a sort of every match (the
 * old indexes lacked the id that breaks ties, so every match was fetched and sorted).
 */
export class Migration20261126081000_my_leads_page_order extends Migration {
  override name = 'Migration20261126081000_my_leads_page_order';

  override up(): void {
    this.addSql(`create index "saved_leads_user_updated_id_index" on "saved_leads" ("user_id", "updated_at" desc, "id");`);
    this.addSql(
      `create index "saved_leads_user_status_updated_id_index" on "saved_leads" ("user_id", "status", "updated_at" desc, "id");`,
    );
    this.addSql(`drop index if exists "saved_leads_user_updated_index";`);
    this.addSql(`drop index if exists "saved_leads_user_status_updated_index";`);
  }

  override down(): void {
    this.addSql(`create index "saved_leads_user_updated_index" on "saved_leads" ("user_id", "updated_at" desc);`);
    this.addSql(`create index "saved_leads_user_status_updated_index" on "saved_leads" ("user_id", "status", "updated_at" desc);`);
    this.addSql(`drop index if exists "saved_leads_user_updated_id_index";`);
    this.addSql(`drop index if exists "saved_leads_user_status_updated_id_index";`);
  }
}
