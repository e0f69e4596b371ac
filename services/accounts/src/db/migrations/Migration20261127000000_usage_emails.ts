import { Migration } from '@mikro-orm/migrations';

/** Emails a rep sent from Outreach this month (first emails and follow-ups), counted against the plan's limit. */
export class Migration20261127000000_usage_emails extends Migration {
  override name = 'Migration20261127000000_usage_emails';

  override up(): void {
    this.addSql('alter table "usage_records" add column "emails_sent" int not null default 0;');
  }

  override down(): void {
    this.addSql('alter table "usage_records" drop column "emails_sent";');
  }
}
