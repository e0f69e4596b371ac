import { Migration } from '@mikro-orm/migrations';

/**
 * Each email keeps its restaurant's own domain (from the lead's website), so an answer from
 * anyone at the restaurant, at an address never emailed, is matched to the lead.
 */
export class Migration20261129110000_lead_domain extends Migration {
  override name = 'Migration20261129110000_lead_domain';

  override up(): void {
    this.addSql(`alter table "outreach_emails" add column "lead_domain" varchar(253) null;`);
    this.addSql(
      `create index "outreach_emails_lead_domain_idx" on "outreach_emails" ("lead_domain", "sent_at") where "lead_domain" is not null;`,
    );
  }
}
