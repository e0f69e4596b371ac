import { Migration } from '@mikro-orm/migrations';

/** Their calendar's answer to the rep's invite (JSON: answer, start, time zone): 'Accepted your invite for Thursday…'. */
export class Migration20261204100000_answer_calendar extends Migration {
  override name = 'Migration20261204100000_answer_calendar';

  override up(): void {
    this.addSql(`alter table "outreach_inbox" add column "calendar" text null;`);
  }

  override down(): void {
    this.addSql('alter table "outreach_inbox" drop column "calendar";');
  }
}
