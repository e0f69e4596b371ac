import { Migration } from '@mikro-orm/migrations';

/**
 * A counter per rep, moved on by the database itself at every write to the rep's saved leads or
 * lists, whoever writes (a save, a change, a note, a contact, outreach, an undo) and on whichever
 * instance: a list page kept in memory is good while its rep's counter has not moved.
 */
export class Migration20261126082000_my_leads_changes extends Migration {
  override name = 'Migration20261126082000_my_leads_changes';

  override up(): void {
    this.addSql(`create table "my_leads_changes" (
      "user_id" varchar(100) not null primary key,
      "generation" bigint not null default 0
    );`);
    this.addSql(`create or replace function "my_leads_changed"() returns trigger language plpgsql as $$
      declare uid varchar(100);
      begin
        if tg_op = 'DELETE' then uid := old."user_id"; else uid := new."user_id"; end if;
        insert into "my_leads_changes" ("user_id", "generation") values (uid, 1)
          on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        return null;
      end $$;`);
    for (const table of ['saved_leads', 'lead_lists']) {
      this.addSql(`create trigger "${table}_changed" after insert or update or delete on "${table}"
        for each row execute function "my_leads_changed"();`);
    }
  }

  override down(): void {
    for (const table of ['saved_leads', 'lead_lists']) this.addSql(`drop trigger if exists "${table}_changed" on "${table}";`);
    this.addSql(`drop function if exists "my_leads_changed"();`);
    this.addSql(`drop table if exists "my_leads_changes";`);
  }
}
