import { Migration } from '@mikro-orm/migrations';

/** A contact kept, corrected or removed moves the rep's change counter too: the list filters by 'has a contact'. */
export class Migration20261126083000_my_leads_changes_contacts extends Migration {
  override name = 'Migration20261126083000_my_leads_changes_contacts';

  override up(): void {
    this.addSql(`create trigger "lead_contacts_changed" after insert or update or delete on "lead_contacts"
      for each row execute function "my_leads_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "lead_contacts_changed" on "lead_contacts";`);
  }
}
