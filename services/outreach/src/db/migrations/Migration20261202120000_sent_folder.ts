import { Migration } from '@mikro-orm/migrations';

/**
 * What the rep's Sent folder said of an email of unknown outcome: 'found' (so it was sent) or
 * 'missing' (so it was sent again), for the outbox to say why it shows what it shows.
 */
export class Migration20261202120000_sent_folder extends Migration {
  override name = 'Migration20261202120000_sent_folder';

  override up(): void {
    this.addSql(`alter table "outreach_emails" add column "sent_folder" varchar(7) null;`);
  }

  override down(): void {
    this.addSql('alter table "outreach_emails" drop column "sent_folder";');
  }
}
