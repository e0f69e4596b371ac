import { Migration } from '@mikro-orm/migrations';

/**
 * Lists and saved searches belong to the team: every rep of it sees and uses them. Each rep keeps
 * a default list of their own in each team they work in ('My Leads'); the other lists' names, and
 * the saved searches', are the team's, one of each name. Until now every rep was a team of one,
 * keyed by their own id, so every row is already its rep's team's.
 */
export class Migration20261130160000_team_lists extends Migration {
  override name = 'Migration20261130160000_team_lists';

  override up(): void {
    // Earlier migrations of the same run may have changed saved leads: their deferred key checks run now.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "lead_lists" add column "team_id" varchar(100) null;`);
    this.addSql(`update "lead_lists" set "team_id" = "user_id";`);
    this.addSql(`alter table "lead_lists" alter column "team_id" set not null;`);
    this.addSql(`alter table "lead_lists" drop constraint "lead_lists_user_name_unique";`);
    this.addSql(
      `create unique index "lead_lists_team_default_unique" on "lead_lists" ("team_id", "user_id") where "is_default";`,
    );
    this.addSql(
      `create unique index "lead_lists_team_name_unique" on "lead_lists" ("team_id", "name") where not "is_default";`,
    );
    this.addSql(`alter table "saved_searches" add column "team_id" varchar(100) null;`);
    this.addSql(`update "saved_searches" set "team_id" = "user_id";`);
    this.addSql(`alter table "saved_searches" alter column "team_id" set not null;`);
    this.addSql(`alter table "saved_searches" drop constraint "saved_searches_user_name_unique";`);
    this.addSql(
      `alter table "saved_searches" add constraint "saved_searches_team_name_unique" unique ("team_id", "name");`,
    );
  }

  override down(): void {
    this.addSql(`alter table "saved_searches" drop constraint "saved_searches_team_name_unique";`);
    this.addSql(`alter table "saved_searches" add constraint "saved_searches_user_name_unique" unique ("user_id", "name");`);
    this.addSql(`alter table "saved_searches" drop column "team_id";`);
    this.addSql(`drop index "lead_lists_team_name_unique";`);
    this.addSql(`drop index "lead_lists_team_default_unique";`);
    this.addSql(`alter table "lead_lists" add constraint "lead_lists_user_name_unique" unique ("user_id", "name");`);
    this.addSql(`alter table "lead_lists" drop column "team_id";`);
  }
}
