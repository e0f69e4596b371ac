import { Migration } from '@mikro-orm/migrations';

/**
 * The answers outreach reads in the rep's mailbox and the addresses on the rep's suppression list:
 * a timeline entry knows the answer it tells of (kept once however often outreach tells it) and when
 * it moved the lead's status (so a rep's correction can put it back); a contact knows why its address
 * may not be emailed; and the rep's opted-out addresses are kept, so a contact kept later is marked too.
 */
export class Migration20261127000000_outreach_answers extends Migration {
  override name = 'Migration20261127000000_outreach_answers';

  override up(): void {
    this.addSql(`alter table "lead_activities" add column "inbox_id" uuid null, add column "moved_at" timestamptz null;`);
    this.addSql(`create unique index "lead_activities_lead_inbox_unique" on "lead_activities" ("lead_id", "inbox_id")
      where "inbox_id" is not null;`);
    this.addSql(`alter table "lead_contacts" add column "opted_out" varchar(20) null, add column "opted_out_at" timestamptz null;`);
    // A suppression marks every contact of the rep's at the address: found by the rep and the address.
    this.addSql(`create index "lead_contacts_user_key_index" on "lead_contacts" ("user_id", "value_key");`);
    this.addSql(`create table "contact_opt_outs" (
      "user_id" varchar(100) not null,
      "address" varchar(254) not null,
      "reason" varchar(20) not null,
      "at" timestamptz not null,
      primary key ("user_id", "address")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "contact_opt_outs";`);
    this.addSql(`drop index if exists "lead_contacts_user_key_index";`);
    this.addSql(`alter table "lead_contacts" drop column if exists "opted_out", drop column if exists "opted_out_at";`);
    this.addSql(`drop index if exists "lead_activities_lead_inbox_unique";`);
    this.addSql(`alter table "lead_activities" drop column if exists "inbox_id", drop column if exists "moved_at";`);
  }
}
