import { Migration } from '@mikro-orm/migrations';

/**
 * Outreach as a team: every email and every suppressed address carries the team it was sent or
 * suppressed for, so an unsubscribe, a bounce or an opt-out from any rep's email applies to all.
 * Until now every rep was a team of one, keyed by their own id.
 */
export class Migration20261130120000_team_outreach extends Migration {
  override name = 'Migration20261130120000_team_outreach';

  override up(): void {
    this.addSql('alter table "outreach_emails" add column "team_id" varchar(100) null;');
    this.addSql('create index "outreach_emails_team_address" on "outreach_emails" ("team_id", "to_address");');
    this.addSql('alter table "outreach_suppressions" add column "team_id" varchar(100) null;');
    this.addSql('alter table "outreach_suppressions" drop constraint "outreach_suppressions_user_address";');
    this.addSql(
      'alter table "outreach_suppressions" add constraint "outreach_suppressions_team_address" unique ("team_id", "address");',
    );
    this.addSql('create index "outreach_suppressions_user_address" on "outreach_suppressions" ("user_id", "address");');
    this.addSql('update "outreach_emails" set "team_id" = "user_id";');
    this.addSql('update "outreach_suppressions" set "team_id" = "user_id";');
    this.addSql('alter table "outreach_emails" alter column "team_id" set not null;');
    this.addSql('alter table "outreach_suppressions" alter column "team_id" set not null;');
  }

  override down(): void {
    this.addSql('drop index "outreach_suppressions_user_address";');
    this.addSql('alter table "outreach_suppressions" drop constraint "outreach_suppressions_team_address";');
    this.addSql(
      'alter table "outreach_suppressions" add constraint "outreach_suppressions_user_address" unique ("user_id", "address");',
    );
    this.addSql('alter table "outreach_suppressions" drop column "team_id";');
    this.addSql('drop index "outreach_emails_team_address";');
    this.addSql('alter table "outreach_emails" drop column "team_id";');
  }
}
