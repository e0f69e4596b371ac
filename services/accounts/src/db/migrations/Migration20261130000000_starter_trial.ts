import { Migration } from '@mikro-orm/migrations';

/**
 * A new account starts the 14-day Starter trial: when it ends is kept with the profile. Accounts
 * made before trials keep their plan and have no trial.
 */
export class Migration20261130000000_starter_trial extends Migration {
  override name = 'Migration20261130000000_starter_trial';

  override up(): void {
    this.addSql('alter table "profiles" add column "trial_ends_at" timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table "profiles" drop column "trial_ends_at";');
  }
}
