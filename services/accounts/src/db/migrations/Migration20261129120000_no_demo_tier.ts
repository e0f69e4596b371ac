import { Migration } from '@mikro-orm/migrations';

/** 'demo' is no longer a plan: an account that had it has the free plan, whose limits it had. */
export class Migration20261129120000_no_demo_tier extends Migration {
  override name = 'Migration20261129120000_no_demo_tier';

  override up(): void {
    this.addSql(`update "profiles" set "subscription_tier" = 'free' where "subscription_tier" = 'demo';`);
  }

  // Nothing to put back: which accounts were 'demo' is not kept.
  override down(): void {}
}
