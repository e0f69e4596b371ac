import { Migration } from '@mikro-orm/migrations';

/**
 * Hearing the answer: where a rep's answers are read (IMAP), the place kept in each watched mailbox,
 * the answers matched to leads, follow-ups paused or held, the mailbox's bounce breaker, and what
 * leads has been told of suppressed addresses and removed leads.
 */
export class Migration20261129100000_inbox extends Migration {
  override name = 'Migration20261129100000_inbox';

  override up(): void {
    this.addSql(`alter table "outreach_mailboxes"
      add column "imap_host" varchar(253) null,
      add column "imap_port" int null,
      add column "imap_security" varchar(10) null,
      add column "imap_user" varchar(254) null,
      add column "imap_password_sealed" text null;`);
    this.addSql(`alter table "outreach_emails"
      add column "paused_until" varchar(10) null,
      add column "paused_by" uuid null,
      add column "due_before_pause" timestamptz null,
      add column "stopped_by" uuid null,
      add column "bounced" boolean not null default false,
      add column "retry_of" uuid null;`);
    // Each watched mailbox: the demo one ('demo') or a rep's ('own:<user>'); one instance holds it at a time.
    this.addSql(`create table "outreach_mailbox_cursors" (
      "mailbox_key" varchar(120) not null primary key,
      "uid_validity" varchar(20) null,
      "last_uid" bigint not null default 0,
      "lease_owner" varchar(100) null,
      "lease_until" timestamptz null,
      "checked_at" timestamptz null,
      "error" text null);`);
    this.addSql(`create table "outreach_inbox" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "lead_id" uuid not null,
      "email_id" uuid null,
      "restaurant_name" varchar(300) not null,
      "mailbox_key" varchar(120) not null,
      "uid_validity" varchar(20) not null,
      "uid" bigint not null,
      "message_id" varchar(300) null,
      "kind" varchar(20) not null,
      "rule" varchar(300) not null,
      "overridden" boolean not null default false,
      "from_address" varchar(254) not null,
      "from_name" varchar(200) null,
      "address" varchar(254) not null,
      "subject" varchar(300) not null,
      "text" text not null,
      "received_at" timestamptz not null,
      "read" boolean not null default false,
      "return_date" varchar(10) null,
      "action" varchar(300) not null,
      "leads_told" boolean not null default false,
      "created_at" timestamptz not null,
      constraint "outreach_inbox_place" unique ("mailbox_key", "uid_validity", "uid"));`);
    this.addSql(`create index "outreach_inbox_user" on "outreach_inbox" ("user_id", "received_at");`);
    this.addSql(`create index "outreach_inbox_untold" on "outreach_inbox" ("created_at") where not "leads_told";`);
    this.addSql(`create index "outreach_inbox_lead" on "outreach_inbox" ("user_id", "lead_id");`);
    this.addSql(`create index "outreach_emails_message_id" on "outreach_emails" ("message_id");`);
    this.addSql(`create index "outreach_emails_to" on "outreach_emails" ("to_address");`);
    this.addSql(`alter table "outreach_suppressions"
      add column "lead_id" uuid null,
      add column "added_by" uuid null,
      add column "leads_told" boolean not null default true;`);
    this.addSql(`create index "outreach_suppressions_untold" on "outreach_suppressions" ("created_at") where not "leads_told";`);
    // Suppressions lifted by the rep, kept until leads has heard (its contact then shows it mailable again).
    this.addSql(`create table "outreach_suppression_lifts" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "address" varchar(254) not null,
      "created_at" timestamptz not null);`);
    // New first emails stopped for a rep (too many bounces), until the rep resumes.
    this.addSql(`create table "outreach_sending_pauses" (
      "user_id" varchar(100) not null primary key,
      "reason" varchar(300) not null,
      "since" timestamptz not null);`);
    // A removed lead's emails and answers are deleted once its undo window has passed.
    this.addSql(`create table "outreach_lead_removals" (
      "user_id" varchar(100) not null,
      "lead_id" uuid not null,
      "removed_at" timestamptz not null,
      primary key ("user_id", "lead_id"));`);
  }

  override down(): void {
    this.addSql('drop table if exists "outreach_lead_removals";');
    this.addSql('drop table if exists "outreach_sending_pauses";');
    this.addSql('drop table if exists "outreach_suppression_lifts";');
    this.addSql('drop table if exists "outreach_inbox";');
    this.addSql('drop table if exists "outreach_mailbox_cursors";');
  }
}
