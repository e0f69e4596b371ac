import { Migration } from '@mikro-orm/migrations';

/** Whom an answer copies: 'Looping in Maria, our GM' with Maria in Cc points the rep to her. */
export class Migration20261203140000_answer_cc extends Migration {
  override name = 'Migration20261203140000_answer_cc';

  override up(): void {
    this.addSql(`alter table "outreach_inbox" add column "cc" text null;`);
  }

  override down(): void {
    this.addSql('alter table "outreach_inbox" drop column "cc";');
  }
}
