import { Migration } from '@mikro-orm/migrations';

/**
 * A page of the team's leads is read as a rep's own is: by status, newest change first, through an
 * index, and kept in memory under the team's change counter ('team:<id>' in my_leads_changes), which
 * the database moves at every change to one of the team's saved leads, whoever makes it.
 */
export class Migration20261130150000_team_pages extends Migration {
  override name = 'Migration20261130150000_team_pages';

  override up(): void {
    this.addSql(
      `create index "saved_leads_team_status_updated_index" on "saved_leads" ("team_id", "status", "updated_at" desc);`,
    );
    this.addSql(`create index "saved_leads_team_updated_index" on "saved_leads" ("team_id", "updated_at" desc);`);
    this.addSql(`create or replace function "my_leads_changed"() returns trigger language plpgsql as $$
      declare uid varchar(100);
      declare tid varchar(100);
      begin
        if tg_op = 'DELETE' then uid := old."user_id"; else uid := new."user_id"; end if;
        insert into "my_leads_changes" ("user_id", "generation") values (uid, 1)
          on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        if tg_op = 'UPDATE' and old."user_id" is distinct from new."user_id" then
          insert into "my_leads_changes" ("user_id", "generation") values (old."user_id", 1)
            on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        end if;
        if tg_table_name = 'saved_leads' then
          if tg_op = 'DELETE' then tid := old."team_id"; else tid := new."team_id"; end if;
          insert into "my_leads_changes" ("user_id", "generation") values ('team:' || tid, 1)
            on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        end if;
        return null;
      end $$;`);
  }

  override down(): void {
    this.addSql(`create or replace function "my_leads_changed"() returns trigger language plpgsql as $$
      declare uid varchar(100);
      begin
        if tg_op = 'DELETE' then uid := old."user_id"; else uid := new."user_id"; end if;
        insert into "my_leads_changes" ("user_id", "generation") values (uid, 1)
          on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        if tg_op = 'UPDATE' and old."user_id" is distinct from new."user_id" then
          insert into "my_leads_changes" ("user_id", "generation") values (old."user_id", 1)
            on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`drop index "saved_leads_team_updated_index";`);
    this.addSql(`drop index "saved_leads_team_status_updated_index";`);
  }
}
