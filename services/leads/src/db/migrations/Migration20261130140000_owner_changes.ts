import { Migration } from '@mikro-orm/migrations';

/**
 * A lead given to another rep changes two reps' My Leads: the counter of the rep it left moves
 * too, so neither keeps a page from before.
 */
export class Migration20261130140000_owner_changes extends Migration {
  override name = 'Migration20261130140000_owner_changes';

  override up(): void {
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
  }

  override down(): void {
    this.addSql(`create or replace function "my_leads_changed"() returns trigger language plpgsql as $$
      declare uid varchar(100);
      begin
        if tg_op = 'DELETE' then uid := old."user_id"; else uid := new."user_id"; end if;
        insert into "my_leads_changes" ("user_id", "generation") values (uid, 1)
          on conflict ("user_id") do update set "generation" = "my_leads_changes"."generation" + 1;
        return null;
      end $$;`);
  }
}
