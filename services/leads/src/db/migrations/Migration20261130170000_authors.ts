import { Migration } from '@mikro-orm/migrations';

/**
 * Notes and the timeline say who did what: each keeps the name of the rep who wrote or did it
 * (a lead given to another rep carries its earlier notes, written by someone else). Entries so far
 * were all their lead's owner's; an answer from the restaurant has no rep's name.
 */
export class Migration20261130170000_authors extends Migration {
  override name = 'Migration20261130170000_authors';

  override up(): void {
    // Earlier migrations of the same run may have changed saved leads: their deferred key checks run now.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "lead_notes" add column "author_name" varchar(200) not null default '';`);
    this.addSql(`alter table "lead_activities" add column "author_name" varchar(200) not null default '';`);
    this.addSql(
      `update "lead_notes" n set "author_name" = s."owner_name" from "saved_leads" s where s."id" = n."lead_id";`,
    );
    this.addSql(
      `update "lead_activities" a set "author_name" = s."owner_name" from "saved_leads" s
       where s."id" = a."lead_id" and a."kind" not like 'email\\_%' escape '\\';`,
    );
    this.addSql(`set constraints all immediate;`);
  }

  override down(): void {
    this.addSql(`alter table "lead_activities" drop column "author_name";`);
    this.addSql(`alter table "lead_notes" drop column "author_name";`);
  }
}
