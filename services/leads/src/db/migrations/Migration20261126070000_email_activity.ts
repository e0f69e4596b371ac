import { Migration } from '@mikro-orm/migrations';

/** A history entry holds an email sent from Outreach with its whole text, longer than any change said in words. */
export class Migration20261126070000_email_activity extends Migration {
  override name = 'Migration20261126070000_email_activity';

  override up(): void {
    this.addSql(`alter table "lead_activities" alter column "detail" type text;`);
  }

  override down(): void {
    this.addSql(`update "lead_activities" set "detail" = left("detail", 600);`);
    this.addSql(`alter table "lead_activities" alter column "detail" type varchar(600);`);
  }
}
