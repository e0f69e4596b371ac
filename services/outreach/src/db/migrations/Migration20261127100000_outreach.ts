import { Migration } from '@mikro-orm/migrations';

/** Mailboxes, emails (the send queue), the suppression list and unsubscribe tokens. */
export class Migration20261127100000_outreach extends Migration {
  override name = 'Migration20261127100000_outreach';

  override up(): void {
    this.addSql(`create table "outreach_mailboxes" (
      "user_id" varchar(100) not null primary key,
      "host" varchar(253) not null,
      "port" int not null,
      "security" varchar(10) not null,
      "smtp_user" varchar(254) not null,
      "password_sealed" text null,
      "from_name" varchar(100) not null,
      "from_address" varchar(254) not null,
      "postal_address" varchar(300) not null,
      "daily_cap" int not null,
      "window_start_hour" int not null,
      "window_end_hour" int not null,
      "verified_at" timestamptz null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create table "outreach_emails" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "lead_id" uuid not null,
      "sequence_id" uuid not null,
      "step" int not null,
      "restaurant_name" varchar(300) not null,
      "to_address" varchar(254) not null,
      "to_name" varchar(200) null,
      "subject" varchar(300) not null,
      "body" text not null,
      "status" varchar(20) not null,
      "stop_reason" varchar(20) null,
      "error" text null,
      "due_at" timestamptz not null,
      "time_zone" varchar(64) not null,
      "in_window" boolean not null,
      "message_id" varchar(300) not null,
      "thread_message_id" varchar(300) null,
      "sent_at" timestamptz null,
      "claimed_by" varchar(100) null,
      "claimed_at" timestamptz null,
      "attempted_at" timestamptz null,
      "attempts" int not null default 0,
      "leads_told" boolean not null default false,
      "created_at" timestamptz not null);`);
    // The worker's two questions: what is due, and what was claimed by an instance that is gone.
    this.addSql(`create index "outreach_emails_due" on "outreach_emails" ("due_at") where "status" = 'scheduled';`);
    this.addSql(`create index "outreach_emails_sending" on "outreach_emails" ("claimed_at") where "status" = 'sending';`);
    this.addSql(`create index "outreach_emails_untold" on "outreach_emails" ("sent_at") where "status" = 'sent' and not "leads_told";`);
    this.addSql(`create index "outreach_emails_user" on "outreach_emails" ("user_id", "created_at");`);
    this.addSql(`create index "outreach_emails_lead" on "outreach_emails" ("user_id", "lead_id");`);
    this.addSql(`create index "outreach_emails_sequence" on "outreach_emails" ("sequence_id");`);
    this.addSql(`create index "outreach_emails_claimed_day" on "outreach_emails" ("user_id", "claimed_at");`);
    this.addSql(`create table "outreach_suppressions" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "address" varchar(254) not null,
      "reason" varchar(20) not null,
      "created_at" timestamptz not null,
      constraint "outreach_suppressions_user_address" unique ("user_id", "address"));`);
    this.addSql(`create table "outreach_unsubscribe_tokens" (
      "token" varchar(64) not null primary key,
      "user_id" varchar(100) not null,
      "address" varchar(254) not null,
      "created_at" timestamptz not null,
      constraint "outreach_unsubscribe_tokens_user_address" unique ("user_id", "address"));`);
  }

  override down(): void {
    this.addSql('drop table if exists "outreach_unsubscribe_tokens";');
    this.addSql('drop table if exists "outreach_suppressions";');
    this.addSql('drop table if exists "outreach_emails";');
    this.addSql('drop table if exists "outreach_mailboxes";');
  }
}
