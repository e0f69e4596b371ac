import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000_my_leads extends Migration {
  override name = 'Migration20261125000000_my_leads';

  override up(): void {
    this.addSql(`create table "lead_lists" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "name" varchar(60) not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz not null
    );`);
    this.addSql(`alter table "lead_lists" add constraint "lead_lists_user_name_unique" unique ("user_id", "name");`);
    this.addSql(`create table "saved_leads" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "place_id" varchar(300) not null,
      "data_source" varchar(10) null,
      "list_id" uuid not null references "lead_lists" ("id") deferrable initially deferred,
      "name" varchar(300) not null,
      "lead" jsonb not null,
      "search_text" text not null,
      "fit_score" double precision not null,
      "status" varchar(20) not null,
      "lost_reason" varchar(500) null,
      "follow_up_at" timestamptz null,
      "version" int not null default 1,
      "quiet_week" jsonb not null,
      "time_zone" varchar(60) null,
      "note_count" int not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "status_changed_at" timestamptz not null
    );`);
    this.addSql(`alter table "saved_leads" add constraint "saved_leads_user_place_unique" unique ("user_id", "place_id");`);
    this.addSql(`create index "saved_leads_user_updated_index" on "saved_leads" ("user_id", "updated_at" desc);`);
    this.addSql(`create index "saved_leads_user_status_updated_index" on "saved_leads" ("user_id", "status", "updated_at" desc);`);
    this.addSql(`create index "saved_leads_list_index" on "saved_leads" ("list_id");`);
    for (const [table, extra] of [
      ['lead_notes', `"text" text not null, "created_at" timestamptz not null`],
      ['lead_activities', `"kind" varchar(20) not null, "detail" varchar(600) not null, "from_value" varchar(300) null, "to_value" varchar(300) null, "at" timestamptz not null`],
      ['lead_pitches', `"kind" varchar(20) not null, "pitch" jsonb not null, "vendor" jsonb null, "created_at" timestamptz not null`],
      ['lead_diagnostics', `"report" jsonb not null, "created_at" timestamptz not null`],
    ] as const) {
      // A lead's notes, history, pitches and reports go with it when the rep removes it. Checked at
      // commit: a lead and its first history row are written in one unit of work, in any order.
      this.addSql(`create table "${table}" (
        "id" uuid not null primary key,
        "lead_id" uuid not null references "saved_leads" ("id") on delete cascade deferrable initially deferred,
        "user_id" varchar(100) not null,
        ${extra}
      );`);
      this.addSql(`create index "${table}_lead_index" on "${table}" ("lead_id");`);
    }
    this.addSql(`create table "saved_searches" (
      "id" uuid not null primary key,
      "user_id" varchar(100) not null,
      "name" varchar(80) not null,
      "criteria" jsonb not null,
      "last_place_ids" jsonb null,
      "last_run_at" timestamptz null,
      "last_count" int null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`alter table "saved_searches" add constraint "saved_searches_user_name_unique" unique ("user_id", "name");`);
    this.addSql(`create table "user_preferences" (
      "user_id" varchar(100) not null primary key,
      "custom_pitch_report" jsonb null,
      "updated_at" timestamptz not null
    );`);
  }

  override down(): void {
    for (const table of ['user_preferences', 'saved_searches', 'lead_diagnostics', 'lead_pitches', 'lead_activities', 'lead_notes', 'saved_leads', 'lead_lists']) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
