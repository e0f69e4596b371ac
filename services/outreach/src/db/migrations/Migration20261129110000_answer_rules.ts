import { Migration } from '@mikro-orm/migrations';

/**
 * Each email keeps its restaurant's own domain (from the lead's website), so an answer from
 * anyone at the restaurant, at an address never emailed, is matched to the lead; and the rep's
 * last resume of the bounce breaker, so bounces from before it count no more.
 */
export class Migration20261129110000_answer_rules extends Migration {
  override name = 'Migration20261129110000_answer_rules';

  override up(): void {
    this.addSql(`alter table "outreach_emails" add column "lead_domain" varchar(253) null;`);
    this.addSql(
      `create index "outreach_emails_lead_domain_idx" on "outreach_emails" ("lead_domain", "sent_at") where "lead_domain" is not null;`,
    );
    this.addSql(`create table "outreach_sending_resumes" (
      "user_id" varchar(100) not null primary key,
      "resumed_at" timestamptz not null);`);
  }
}
