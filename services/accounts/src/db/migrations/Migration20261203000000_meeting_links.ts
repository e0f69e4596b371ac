import { Migration } from '@mikro-orm/migrations';

/** A rep's own booking page ('https://cal.com/ana-rep'): none until the rep sets one in their profile. */
export class Migration20261203000000_meeting_links extends Migration {
  override name = 'Migration20261203000000_meeting_links';

  override up(): void {
    this.addSql('alter table "profiles" add column "meeting_url" varchar(2048) null;');
  }

  override down(): void {
    this.addSql('alter table "profiles" drop column if exists "meeting_url";');
  }
}
