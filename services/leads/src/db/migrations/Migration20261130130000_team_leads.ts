import { Migration } from '@mikro-orm/migrations';

/**
 * Saved leads belong to a team, each with its owner (the rep who saved it, `user_id`) and the
 * owner's name as teammates read it. Until now every rep was a team of one, keyed by their own id.
 */
export class Migration20261130130000_team_leads extends Migration {
  override name = 'Migration20261130130000_team_leads';

  override up(): void {
    // A migration before this one in the same run may have changed saved leads: their deferred
    // key checks run now, so the table can be altered.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "saved_leads" add column "team_id" varchar(100) null, add column "owner_name" varchar(200) not null default '';`);
    this.addSql(`update "saved_leads" set "team_id" = "user_id";`);
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "saved_leads" alter column "team_id" set not null;`);
    this.addSql(`create index "saved_leads_team_place_index" on "saved_leads" ("team_id", "place_id");`);
    this.addSql(`create index "saved_leads_team_created_index" on "saved_leads" ("team_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop index "saved_leads_team_created_index";`);
    this.addSql(`drop index "saved_leads_team_place_index";`);
    this.addSql(`alter table "saved_leads" drop column "owner_name", drop column "team_id";`);
  }
}
