import { Migration } from '@mikro-orm/migrations';

/** Whom a reply copies: writing to the colleague someone pointed the rep to, the rep copies them. */
export class Migration20261203120000_cc extends Migration {
  override name = 'Migration20261203120000_cc';

  override up(): void {
    this.addSql(
      `alter table "outreach_emails" add column "cc_address" varchar(254) null, add column "cc_name" varchar(200) null;`,
    );
  }

  override down(): void {
    this.addSql('alter table "outreach_emails" drop column "cc_address", drop column "cc_name";');
  }
}
