import { Module, type DynamicModule } from '@nestjs/common';
import { createHealthController } from '@leadgen/service-kit';
import { ContactsModule } from './contacts/contacts.module.js';
import { LeadsCoreModule, type LeadsCoreOptions } from './core/leads-core.module.js';
import { CuisinesModule } from './cuisines/cuisines.module.js';
import type { LeadsEnv } from './env.js';
import { ExportModule } from './export/export.module.js';
import { ListsModule } from './lists/lists.module.js';
import { LookupModule } from './lookup/lookup.module.js';
import { MyLeadsModule } from './my-leads/my-leads.module.js';
import { OutreachModule } from './outreach/outreach.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { SearchModule } from './search/search.module.js';
import { TeamArrivalModule } from './team-arrival/team-arrival.module.js';
import { WatchModule } from './watch/watch.module.js';

/** The service's features, a module each; they share what LeadsCoreModule provides. */
const FEATURES = [
  CuisinesModule,
  SearchModule,
  ExportModule,
  LookupModule,
  MyLeadsModule,
  ListsModule,
  SavedSearchesModule,
  ContactsModule,
  OutreachModule,
  TeamArrivalModule,
  WatchModule,
];
/** The health reply, answered beside the features. */
const CONTROLLERS = [createHealthController('leads')];

/**
 * Usable bare (`LeadsModule`, settings read from the environment, as the gateway tests do) or
 * through forRoot(env) with settings main.ts validated, optionally with a provider of the test's own.
 */
@Module({ imports: [LeadsCoreModule.forRoot(), ...FEATURES], controllers: CONTROLLERS })
export class LeadsModule {
  /**
   * `orm`: the database main.ts opened (and migrated) at start; the health reply then says whether
   * it answers. Without one the service opens it on first use.
   */
  static forRoot(env: LeadsEnv, options: LeadsCoreOptions = {}): DynamicModule {
    return {
      module: ConfiguredLeadsModule,
      imports: [LeadsCoreModule.forRoot(env, options), ...FEATURES],
      controllers: CONTROLLERS,
    };
  }
}

/** LeadsModule as forRoot configures it: a class of its own, so the bare module's settings are never read too. */
@Module({})
class ConfiguredLeadsModule {}
