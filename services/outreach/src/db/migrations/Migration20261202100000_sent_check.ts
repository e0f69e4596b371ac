import { Migration } from '@mikro-orm/migrations';

/**
 * Emails of unknown outcome, found at once: every mailbox watcher round asks for its own (the Sent
 * folder check), and they are few among the many sent.
 */
export class Migration20261202100000_sent_check extends Migration {
  override name = 'Migration20261202100000_sent_check';

  override up(): void {
    this.addSql(
      `create index "outreach_emails_unknown" on "outreach_emails" ("user_id", "attempted_at") where "status" = 'outcome_unknown';`,
    );
  }

  override down(): void {
    this.addSql('drop index "outreach_emails_unknown";');
  }
}
