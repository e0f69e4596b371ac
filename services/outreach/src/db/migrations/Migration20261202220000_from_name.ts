import { Migration } from '@mikro-orm/migrations';

/**
 * The name each email was written and signed as: its From header carries the same, so a follow-up
 * sent days later, or the demo mailbox shared by every rep, still goes out under the rep's name.
 */
export class Migration20261202220000_from_name extends Migration {
  override name = 'Migration20261202220000_from_name';

  override up(): void {
    this.addSql(`alter table "outreach_emails" add column "from_name" varchar(100) null;`);
  }

  override down(): void {
    this.addSql('alter table "outreach_emails" drop column "from_name";');
  }
}
